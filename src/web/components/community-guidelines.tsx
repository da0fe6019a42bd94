import { HeartHandshake } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The five community guidelines (spec §2, home feed right column). */
export const COMMUNITY_GUIDELINES = [
  'Be kind and respectful',
  'Share experiences, not advice',
  'Respect privacy and anonymity',
  'Report harmful content',
  'Seek professional help when needed',
] as const;

export function CommunityGuidelines() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <HeartHandshake className="size-4 text-primary" aria-hidden />
          Community Guidelines
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-muted-foreground">
          {COMMUNITY_GUIDELINES.map((rule) => (
            <li key={rule} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
              <span>{rule}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
