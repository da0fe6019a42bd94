import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Toolbar } from 'radix-ui';
import { Bold, Code, Heading2, Italic, Link2, List, ListOrdered, Quote, type LucideIcon } from 'lucide-react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useI18n, type MessageId } from '@/lib/i18n';
import { applyMarkdownFormat, type MarkdownFormat } from './markdown-format';

const TOOLS: { format: MarkdownFormat; label: MessageId; icon: LucideIcon }[] = [
  { format: 'bold', label: 'editor.tool.bold', icon: Bold },
  { format: 'italic', label: 'editor.tool.italic', icon: Italic },
  { format: 'heading', label: 'editor.tool.heading', icon: Heading2 },
  { format: 'quote', label: 'editor.tool.quote', icon: Quote },
  { format: 'bulletList', label: 'editor.tool.bulletList', icon: List },
  { format: 'numberedList', label: 'editor.tool.numberedList', icon: ListOrdered },
  { format: 'code', label: 'editor.tool.code', icon: Code },
  { format: 'link', label: 'editor.tool.link', icon: Link2 },
];

export type MarkdownEditorProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Show the formatting toolbar (default true). */
  toolbar?: boolean;
  /** Show the 'Supports Markdown formatting' note (default true). */
  showHint?: boolean;
  textareaClassName?: string;
};

/**
 * A markdown textarea with a formatting toolbar (Bold, Italic, Heading, Quote, Bullet List,
 * Numbered List, Code, Link) acting on the current selection; the toolbar uses roving focus
 * (one Tab stop, arrow keys between buttons).
 */
export function MarkdownEditor({
  id,
  value,
  onChange,
  toolbar = true,
  showHint = true,
  disabled,
  className,
  textareaClassName,
  ...textareaProps
}: MarkdownEditorProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const hintId = `${id}-hint`;

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const el = ref.current;
    if (!selection || !el) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  const apply = (format: MarkdownFormat) => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const edit = applyMarkdownFormat(value, start, end, format);
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    onChange(edit.text);
  };

  return (
    <div className={cn('rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring/60', className)}>
      {toolbar && (
        <Toolbar.Root
          aria-label={t('editor.formatting')}
          aria-controls={id}
          className="flex flex-wrap items-center gap-0.5 border-b px-1.5 py-1"
        >
          {TOOLS.map(({ format, label, icon: Icon }) => (
            <Toolbar.Button
              key={format}
              type="button"
              aria-label={t(label)}
              title={t(label)}
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => apply(format)}
              className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              <Icon className="size-4" aria-hidden />
            </Toolbar.Button>
          ))}
        </Toolbar.Root>
      )}
      <Textarea
        ref={ref}
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={showHint ? hintId : undefined}
        className={cn('rounded-none border-0 shadow-none focus-visible:ring-0', textareaClassName)}
        {...textareaProps}
      />
      {showHint && (
        <p id={hintId} className="border-t px-3 py-1.5 text-xs text-muted-foreground">
          {t('editor.hint')}
        </p>
      )}
    </div>
  );
}
