import { useState } from 'react';
import { Maximize2, Minimize2, Music, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/components/theme-provider';
import { cn } from '@/lib/utils';
import { useI18n } from '@/lib/i18n';

/**
 * The playlist embedded in Space Mode (spec §1). Spotify's "Peaceful Piano" playlist; the server
 * CSP allows frames from https://open.spotify.com and https://www.youtube-nocookie.com.
 */
export const SPACE_PLAYLIST_URL = 'https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO?utm_source=generator&theme=0';

type PlayerState = 'idle' | 'open' | 'minimised';

/**
 * Space Mode music: a 'Start music' button; the embedded player loads only after that (no
 * third-party request before), and can be minimised (it keeps playing) and restored.
 */
export function MusicPlayer() {
  const { theme } = useTheme();
  const { t } = useI18n();
  const [state, setState] = useState<PlayerState>('idle');
  if (theme !== 'space') return null;

  if (state === 'idle') {
    return (
      <div className="fixed bottom-4 start-4 z-40">
        <Button variant="secondary" className="rounded-full shadow-lg" onClick={() => setState('open')}>
          <Music aria-hidden />
          {t('shell.music.start')}
        </Button>
      </div>
    );
  }

  const minimised = state === 'minimised';
  return (
    <section aria-label={t('shell.music.player')} className="fixed bottom-4 start-4 z-40">
      {minimised && (
        <Button variant="secondary" className="rounded-full shadow-lg" onClick={() => setState('open')}>
          <Maximize2 aria-hidden />
          {t('shell.music.show')}
        </Button>
      )}
      <div
        className={cn(
          'w-[320px] max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border bg-popover shadow-xl',
          // Minimised: off-screen but still mounted, so the music keeps playing.
          minimised && 'pointer-events-none fixed top-0 -left-[9999px] opacity-0',
        )}
        inert={minimised}
      >
        <div className="flex items-center justify-between gap-2 px-3 py-1.5">
          <span className="flex items-center gap-2 text-sm font-medium">
            <Music className="size-4 text-primary" aria-hidden /> {t('shell.music.title')}
          </span>
          <div className="flex">
            <Button variant="ghost" size="icon-sm" onClick={() => setState('minimised')} aria-label={t('shell.music.minimise')}>
              <Minimize2 aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" onClick={() => setState('idle')} aria-label={t('shell.music.stop')}>
              <X aria-hidden />
            </Button>
          </div>
        </div>
        <iframe
          title={t('shell.music.frame')}
          src={SPACE_PLAYLIST_URL}
          width="100%"
          height="152"
          className="block border-0"
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </section>
  );
}
