'use client';

import { POST_IMAGES_MAX } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { createPost } from '../api/posts-calls';
import { feedKeys } from '../api/use-feed';

/** Write a post with up to 4 pictures; the feed reloads with it on top. */
export function PostComposer() {
  const id = useId();
  const t = useTranslations('feed.composer');
  const say = useContractMessage();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const urls = images.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [images]);

  function addFiles(files: FileList | null) {
    if (!files) return;
    const next = [...images, ...Array.from(files)];
    if (next.length > POST_IMAGES_MAX) setErrors({ images: say(MESSAGES.postTooManyImages) });
    else setErrors({});
    setImages(next.slice(0, POST_IMAGES_MAX));
    if (input.current) input.current.value = '';
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() && images.length === 0) {
      setErrors({ images: say(MESSAGES.selectImage) });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await createPost(text, images);
      setText('');
      setImages([]);
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
    } catch (error) {
      setErrors(
        error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { form: say(errorMessage(error)) },
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} className="rounded-2xl border border-border bg-card p-4" noValidate>
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('label')}
      </label>
      <Textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        placeholder={t('placeholder')}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={`${id}-text-error`}
      />
      <FieldError id={`${id}-text-error`}>{errors.text}</FieldError>
      {previews.length > 0 && (
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {previews.map((url, i) => (
            <li key={url} className="relative">
              {/* biome-ignore lint/performance/noImgElement: a local preview (blob URL), not a served image */}
              <img src={url} alt={t('upload', { number: i + 1 })} className="aspect-square w-full rounded-lg object-cover" />
              <button
                type="button"
                onClick={() => setImages(images.filter((_, j) => j !== i))}
                className="absolute top-1 right-1 rounded-full bg-black/60 p-1 text-white"
                aria-label={t('removePicture', { number: i + 1 })}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-images-error`} role="alert" className="mt-2">
        {errors.images ?? errors.form}
      </FieldError>
      <div className="mt-3 flex items-center justify-between gap-2">
        <input
          ref={input}
          id={`${id}-images`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          className="sr-only"
          onChange={(e) => addFiles(e.target.files)}
          aria-describedby={`${id}-images-error`}
        />
        <label
          htmlFor={`${id}-images`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-muted"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('addPictures', { count: images.length, max: POST_IMAGES_MAX })}
        </label>
        <Button type="submit" disabled={pending}>
          {pending ? t('posting') : t('post')}
        </Button>
      </div>
    </Form>
  );
}
