'use client';

import { STUDIO_ITEM_KINDS, type StudioCourse, type StudioItemKind } from '@lp/contract/studio';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ComponentProps, type DragEvent, type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { moved } from '@/lib/list-order';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useAddItem, useAddModule, useDeleteModule, useRenameModule, useReorder } from '../api/studio';

type Order = { id: number; items: number[] }[];

const orderOf = (course: StudioCourse): Order => course.outline.map((m) => ({ id: m.id, items: m.items.map((i) => i.id) }));

/**
 * The outline: modules and their items in order. Drag an item (or a module by its handle) to move
 * it; the arrow buttons do the same from the keyboard. Every change is saved at once as the whole
 * order (POST …/reorder).
 */
export function OutlineEditor({
  course,
  selectedItemId,
  onSelect,
}: {
  course: StudioCourse;
  selectedItemId: number | null;
  onSelect: (itemId: number) => void;
}) {
  const t = useTranslations('studio');
  const contract = useContractMessage();
  const reorder = useReorder(course.id);
  const addModule = useAddModule(course.id);
  const [dragged, setDragged] = useState<{ type: 'module' | 'item'; id: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const order = orderOf(course);

  const save = (next: Order, what: string) => {
    setMessage(null);
    reorder.mutate(
      { modules: next },
      { onSuccess: () => setMessage(what), onError: (e) => setMessage(contract(errorMessage(e))) },
    );
  };

  const moveModule = (index: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    save(moved(order, index, to), t('moved', { title: course.outline[index]?.title ?? '' }));
  };

  const moveItem = (itemId: number, toModule: number, toIndex: number) => {
    const next = order.map((m) => ({ ...m, items: m.items.filter((id) => id !== itemId) }));
    const target = next.find((m) => m.id === toModule);
    if (!target) return;
    target.items.splice(Math.max(0, Math.min(toIndex, target.items.length)), 0, itemId);
    const title = course.outline.flatMap((m) => m.items).find((i) => i.id === itemId)?.title;
    save(next, t('moved', { title: title ?? '' }));
  };

  const dropOn = (event: DragEvent, moduleId: number, index: number) => {
    event.preventDefault();
    if (dragged?.type === 'item') moveItem(dragged.id, moduleId, index);
    if (dragged?.type === 'module') {
      const from = order.findIndex((m) => m.id === dragged.id);
      const to = order.findIndex((m) => m.id === moduleId);
      if (from !== to) moveModule(from, to);
    }
    setDragged(null);
  };

  async function submitModule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const title = String(new FormData(form).get('title') ?? '');
    addModule.mutate(title, { onSuccess: () => form.reset(), onError: (e) => setMessage(contract(errorMessage(e))) });
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <p role="status" className="sr-only">
        {message}
      </p>
      {message && (reorder.isError || addModule.isError) ? <Alert tone="error">{message}</Alert> : null}
      {course.outline.length === 0 ? <p className="text-sm text-muted-foreground">{t('noModules')}</p> : null}
      <ol className="grid grid-cols-1 gap-4">
        {course.outline.map((module, m) => (
          <li
            key={module.id}
            className="rounded-xl border border-border bg-card p-3"
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => dropOn(e, module.id, module.items.length)}
          >
            <ModuleHeader
              courseId={course.id}
              module={module}
              first={m === 0}
              last={m === course.outline.length - 1}
              onMove={(delta) => moveModule(m, m + delta)}
              onDragStart={() => setDragged({ type: 'module', id: module.id })}
            />
            <ol className="mt-2 grid grid-cols-1 gap-1">
              {module.items.map((item, i) => (
                <li
                  key={item.id}
                  draggable
                  onDragStart={(e) => {
                    e.stopPropagation();
                    setDragged({ type: 'item', id: item.id });
                  }}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.stopPropagation();
                    dropOn(e, module.id, i);
                  }}
                  className={cn(
                    'flex items-center gap-1 rounded-md border border-transparent px-1 py-1',
                    selectedItemId === item.id ? 'border-primary bg-primary-soft' : 'hover:bg-muted',
                  )}
                >
                  <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-muted-foreground" />
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate text-left text-sm underline-offset-4 hover:underline"
                    onClick={() => onSelect(item.id)}
                    aria-current={selectedItemId === item.id ? 'true' : undefined}
                  >
                    <span className="text-muted-foreground">{t(`kinds.${item.kind}`)} · </span>
                    {item.title}
                  </button>
                  <IconButton
                    label={t('moveItemUp', { title: item.title })}
                    disabled={m === 0 && i === 0}
                    onClick={() =>
                      i > 0
                        ? moveItem(item.id, module.id, i - 1)
                        : moveItem(item.id, order[m - 1]!.id, order[m - 1]!.items.length)
                    }
                  >
                    <ArrowUp aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    label={t('moveItemDown', { title: item.title })}
                    disabled={m === course.outline.length - 1 && i === module.items.length - 1}
                    onClick={() =>
                      i < module.items.length - 1 ? moveItem(item.id, module.id, i + 1) : moveItem(item.id, order[m + 1]!.id, 0)
                    }
                  >
                    <ArrowDown aria-hidden="true" />
                  </IconButton>
                </li>
              ))}
            </ol>
            <AddItemForm courseId={course.id} moduleId={module.id} moduleTitle={module.title} onAdded={onSelect} />
          </li>
        ))}
      </ol>
      <Form onSubmit={submitModule} className="flex flex-wrap gap-2">
        <label htmlFor="new-module" className="sr-only">
          {t('newModuleTitle')}
        </label>
        <Input id="new-module" name="title" placeholder={t('newModuleTitle')} required minLength={3} className="min-w-0 flex-1" />
        <Button type="submit" variant="outline" disabled={addModule.isPending}>
          {t('addModule')}
        </Button>
      </Form>
    </div>
  );
}

function IconButton({ label, ...props }: { label: string } & ComponentProps<'button'>) {
  return <Button type="button" variant="ghost" size="icon-sm" aria-label={label} title={label} {...props} />;
}

function ModuleHeader({
  courseId,
  module,
  first,
  last,
  onMove,
  onDragStart,
}: {
  courseId: number;
  module: StudioCourse['outline'][number];
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
  onDragStart: () => void;
}) {
  const t = useTranslations('studio');
  const contract = useContractMessage();
  const rename = useRenameModule(courseId);
  const remove = useDeleteModule(courseId);
  const [title, setTitle] = useState(module.title);
  return (
    <div className="flex flex-wrap items-center gap-1">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's way; the Move up/down buttons are the keyboard's */}
      <span draggable onDragStart={onDragStart} className="cursor-grab" title={t('dragModule')}>
        <GripVertical aria-hidden="true" className="size-4 text-muted-foreground" />
      </span>
      <Form
        className="flex min-w-0 flex-1 gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          rename.mutate({ id: module.id, title });
        }}
      >
        <label htmlFor={`module-${module.id}`} className="sr-only">
          {t('moduleTitle')}
        </label>
        <Input
          id={`module-${module.id}`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          className="h-9 min-w-0 flex-1 font-semibold"
        />
        {title !== module.title ? (
          <Button type="submit" size="sm" variant="outline">
            {t('rename')}
          </Button>
        ) : null}
      </Form>
      <IconButton label={t('moveModuleUp', { title: module.title })} disabled={first} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" />
      </IconButton>
      <IconButton label={t('moveModuleDown', { title: module.title })} disabled={last} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" />
      </IconButton>
      <IconButton
        label={t('removeModule', { title: module.title })}
        onClick={() => {
          if (window.confirm(t('confirmRemoveModule', { title: module.title }))) remove.mutate(module.id);
        }}
      >
        <Trash2 aria-hidden="true" />
      </IconButton>
      {rename.isError ? <p className="basis-full text-sm text-red-800">{contract(errorMessage(rename.error))}</p> : null}
    </div>
  );
}

function AddItemForm({
  courseId,
  moduleId,
  moduleTitle,
  onAdded,
}: {
  courseId: number;
  moduleId: number;
  moduleTitle: string;
  onAdded: (itemId: number) => void;
}) {
  const t = useTranslations('studio');
  const contract = useContractMessage();
  const add = useAddItem(courseId);
  return (
    <Form
      className="mt-2 flex flex-wrap gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const data = new FormData(form);
        add.mutate(
          { moduleId, body: { kind: String(data.get('kind')) as StudioItemKind, title: String(data.get('title') ?? '') } },
          {
            onSuccess: (item) => {
              form.reset();
              onAdded(item.id);
            },
          },
        );
      }}
    >
      <label htmlFor={`kind-${moduleId}`} className="sr-only">
        {t('newItemKind', { module: moduleTitle })}
      </label>
      <select
        id={`kind-${moduleId}`}
        name="kind"
        defaultValue="article"
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        {STUDIO_ITEM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`title-${moduleId}`} className="sr-only">
        {t('newItemTitle', { module: moduleTitle })}
      </label>
      <Input
        id={`title-${moduleId}`}
        name="title"
        placeholder={t('newItemPlaceholder')}
        required
        minLength={3}
        className="h-9 min-w-0 flex-1"
      />
      <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
        {t('addItem')}
      </Button>
      {add.isError ? <p className="basis-full text-sm text-red-800">{contract(errorMessage(add.error))}</p> : null}
    </Form>
  );
}
