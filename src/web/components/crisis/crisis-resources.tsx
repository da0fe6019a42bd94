import type { ReactNode } from 'react';
import { MessageSquareText, Phone, Siren, Globe } from 'lucide-react';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const LINK = 'font-semibold text-foreground underline underline-offset-2';

/**
 * A tappable number or address inside a translated sentence. Numbers read left to right in
 * every language (`dir="ltr"`), so "1-800-273-8255" keeps its order in Arabic.
 */
const link = (href: string, nowrap = false) =>
  function CrisisLink(chunks: ReactNode[]) {
    return (
      <a className={cn(LINK, nowrap && 'whitespace-nowrap')} href={href} dir="ltr">
        {chunks}
      </a>
    );
  };

/**
 * Crisis resources (spec §1): the 988 lifeline (also 1-800-273-8255), the Crisis Text Line
 * (text HOME to 741741) and 911, as tappable tel:/sms: links, in the reader's language.
 */
export function CrisisResources({ className, headingLevel = 'h3' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const { t, rich } = useI18n();
  return (
    <ul className={cn('grid gap-3', className)}>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <Heading className="font-semibold">{t('crisis.lifeline.name')}</Heading>
          <p className="text-sm text-muted-foreground">
            {rich('crisis.lifeline.text', { call: link('tel:988'), callOld: link('tel:18002738255', true) })}
          </p>
        </div>
      </li>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <MessageSquareText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <Heading className="font-semibold">{t('crisis.textLine.name')}</Heading>
          <p className="text-sm text-muted-foreground">{rich('crisis.textLine.text', { text: link('sms:741741?&body=HOME', true) })}</p>
        </div>
      </li>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <Siren className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div>
          <Heading className="font-semibold">{t('crisis.emergency.name')}</Heading>
          <p className="text-sm text-muted-foreground">{rich('crisis.emergency.text', { call: link('tel:911') })}</p>
        </div>
      </li>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <Globe className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <Heading className="font-semibold">{t('crisis.outside.name')}</Heading>
          <p className="text-sm text-muted-foreground">
            {rich('crisis.outside.text', {
              link: (chunks) => (
                <a className={LINK} href="https://findahelpline.com" target="_blank" rel="noopener noreferrer" dir="ltr">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      </li>
    </ul>
  );
}
