// Home's half of earlyStart.ts, in its own chunk: home's first answers (banners — the LCP picture —, stats, games)
// through the API client, without React or react-query's core (api/earlyQueries.ts), so that the screen finds
// them asked for instead of asking after its first render. Never awaited by the screen: its sections show their
// own loading states.
import { askEarly } from '@/api/earlyQueries.ts';
import { gamesQuery } from '@/api/game.queries.ts';
import { bannersQuery, homeStatsQuery } from '@/api/home.queries.ts';
import { storedFlag } from '@/lib/storedFlag.ts';
import { crem, line, paintFirstPictures, type PictureSlot } from './earlyPicture.ts';

/** The app prompt's × (screens/home/AppDownloadPrompt.tsx: the same key, a test checks it). */
export const PROMPT_DISMISSED_KEY = 'appPromptDismissed';

/**
 * Where BannerCarousel draws the first banner: under the top bar (its height and border), the app prompt unless
 * dismissed (py 2 around two lines, sm and 2xs at line-height 1.5, and its border), HomeSearch (pt 3, h 10) and
 * the carousel's mt 3; mx 3, 750:300, radius xl, on gray.100.
 */
export function bannerSlot(promptShown: boolean): PictureSlot {
  const prompt = promptShown ? [crem(0.5), line(0.875), line(0.625), crem(0.5), '1px'] : [];
  return {
    above: [crem(2.875), '1px', ...prompt, crem(0.75), crem(2.5), crem(0.75)],
    padding: crem(0.75),
    ratio: '2.5',
    radius: crem(0.75),
    background: '#f4f4f5',
    fit: 'cover',
  };
}

/**
 * Home's first data; resolves when the framework may load (the first banner, home's LCP picture, is on screen).
 * The banners go first, alone, and home's other answers (stats, games) once the banner is on screen: on a slow
 * network the picture's answer and the picture do not share it with them. (When the wait for the picture runs
 * out first, the screen asks for them itself.)
 */
export function prefetchHomeEarly(): Promise<void> {
  const drawn = paintFirstPictures(askEarly(bannersQuery()),
    ([first]) => (first ? [{ url: first.img, alt: first.name }] : []),
    bannerSlot(!storedFlag(PROMPT_DISMISSED_KEY).isSet()));
  void drawn.then(() => {
    void askEarly(homeStatsQuery());
    void askEarly(gamesQuery());
  });
  return drawn;
}
