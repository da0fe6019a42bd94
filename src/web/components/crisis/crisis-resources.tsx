import { MessageSquareText, Phone, Siren, Globe } from 'lucide-react';
import { cn } from '@/lib/utils';

/** What the 'Need help now?' dialog says above the resources. */
export const CRISIS_DIALOG_DESCRIPTION =
  'You deserve support right now. These services are free and confidential. MindSpace is a peer-support community and cannot respond to emergencies.';

/**
 * Crisis resources (spec §1): the 988 lifeline (also 1-800-273-8255), the Crisis Text Line
 * (text HOME to 741741) and 911, as tappable tel:/sms: links.
 */
export function CrisisResources({ className, headingLevel = 'h3' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-3', className)}>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <Heading className="font-semibold">988 Suicide &amp; Crisis Lifeline</Heading>
          <p className="text-sm text-muted-foreground">
            Call or text{' '}
            <a className="font-semibold text-foreground underline underline-offset-2" href="tel:988">
              988
            </a>
            , also reachable at{' '}
            <a className="font-semibold whitespace-nowrap text-foreground underline underline-offset-2" href="tel:18002738255">
              1-800-273-8255
            </a>
            . Free, confidential, 24/7.
          </p>
        </div>
      </li>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <MessageSquareText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <Heading className="font-semibold">Crisis Text Line</Heading>
          <p className="text-sm text-muted-foreground">
            <a className="font-semibold whitespace-nowrap text-foreground underline underline-offset-2" href="sms:741741?&body=HOME">
              Text HOME to 741741
            </a>{' '}
            to reach a trained crisis counselor.
          </p>
        </div>
      </li>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <Siren className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div>
          <Heading className="font-semibold">Emergency services</Heading>
          <p className="text-sm text-muted-foreground">
            If you or someone else is in immediate danger, call{' '}
            <a className="font-semibold text-foreground underline underline-offset-2" href="tel:911">
              911
            </a>
            .
          </p>
        </div>
      </li>
      <li className="flex gap-3 rounded-lg border bg-card p-3">
        <Globe className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <Heading className="font-semibold">Outside the US</Heading>
          <p className="text-sm text-muted-foreground">
            Find a free helpline in your country at{' '}
            <a
              className="font-semibold text-foreground underline underline-offset-2"
              href="https://findahelpline.com"
              target="_blank"
              rel="noopener noreferrer"
            >
              findahelpline.com
            </a>
            .
          </p>
        </div>
      </li>
    </ul>
  );
}
