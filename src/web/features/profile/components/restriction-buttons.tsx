import { useState } from 'react';
import { Ban, Loader2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useRestrictions, useSetRestriction } from '@/lib/restrictions';
import { restrictionFeedback } from '@/components/restriction-actions';
import { getFullName } from '@/lib/display-name';
import { useI18n } from '@/lib/i18n';
import type { User } from '@/types/api';

/**
 * 'Mute' / 'Unmute' and 'Block' / 'Unblock' on someone else's profile, shown by
 * the person's `abilities` (staff can be muted, never blocked). Blocking asks first and says what
 * it does; muting is quiet. Neither is ever told to the other person.
 */
export function RestrictionButtons({ user }: { user: User }) {
  const { t } = useI18n();
  const mutes = useRestrictions('mute');
  const blocks = useRestrictions('block');
  const mute = useSetRestriction('mute', { mutationConfig: restrictionFeedback(t, 'mute', (change) => mute.mutate(change)) });
  const block = useSetRestriction('block', { mutationConfig: restrictionFeedback(t, 'block', (change) => block.mutate(change)) });
  const [confirming, setConfirming] = useState(false);
  const isMuted = mutes.data?.items.some((r) => r.user?.id === user.id) ?? false;
  const isBlocked = blocks.data?.items.some((r) => r.user?.id === user.id) ?? false;
  const name = getFullName(user, t('people.unnamed'));

  return (
    <>
      {user.abilities.mute && (
        <Button
          variant="outline"
          size="sm"
          disabled={mute.isPending || mutes.isPending}
          onClick={() => mute.mutate({ target: { userId: user.id }, on: !isMuted })}
        >
          {mute.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <VolumeX aria-hidden />}
          {t(isMuted ? 'profile.unmute' : 'profile.mute')}
        </Button>
      )}
      {(user.abilities.block || isBlocked) && (
        <Button
          variant="outline"
          size="sm"
          disabled={block.isPending || blocks.isPending}
          onClick={() => (isBlocked ? block.mutate({ target: { userId: user.id }, on: false }) : setConfirming(true))}
        >
          {block.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Ban aria-hidden />}
          {t(isBlocked ? 'profile.unblock' : 'profile.block')}
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('profile.blockConfirm', { name })}</DialogTitle>
            <DialogDescription>{t('post.restrict.blockExplained')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('profile.cancel')}
            </Button>
            <Button
              variant="destructive"
              onClick={() => block.mutate({ target: { userId: user.id }, on: true }, { onSettled: () => setConfirming(false) })}
              disabled={block.isPending}
            >
              {t('profile.block')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
