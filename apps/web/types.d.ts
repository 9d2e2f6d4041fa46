// Next's ambient types (CSS and image imports, etc.), so that `tsc` passes without the
// generated (git-ignored) next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
