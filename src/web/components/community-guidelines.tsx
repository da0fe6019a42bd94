import { Link } from 'wouter';
import { ArrowRight, HeartHandshake } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useI18n, type MessageId } from '@/lib/i18n';

/** The five community guidelines (spec §2, home feed right column), in the catalogs. */
const COMMUNITY_GUIDELINES: readonly MessageId[] = [
  'guidelines.card.kind',
  'guidelines.card.experiences',
  'guidelines.card.privacy',
  'guidelines.card.report',
  'guidelines.card.professional',
];

/**
 * The Community Guidelines summary card (feed and question page) with a link to the full
 * guidelines at /guidelines.
 */
export function CommunityGuidelines() {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <HeartHandshake className="size-4 text-primary" aria-hidden />
          {t('guidelines.card.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-muted-foreground">
          {COMMUNITY_GUIDELINES.map((rule) => (
            <li key={rule} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
              <span>{t(rule)}</span>
            </li>
          ))}
        </ul>
        <Link
          href="/guidelines"
          className="mt-4 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('guidelines.card.readAll')}
          <ArrowRight className="size-3.5 rtl:-scale-x-100" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
