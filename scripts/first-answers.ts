// The landing pages' first answers that index.html asks for itself on a live build (scripts/preload-plugin.ts):
// home's banners (src/api/service.ts homeBanners), whose first picture is home's LCP. The URL must be the one the
// API client makes for that call, or the client asks again (src/api/firstAnswer.test.ts checks they are the same).
import { ZhuboType } from '../src/contract/service/statuses.ts';

/** pathname → the first answer's URL under the API prefix (home and the two paths that show it). */
export function firstAnswers(prefix: string): Record<string, string> {
  const banners = `${prefix}/account/zhubo/list?type=${ZhuboType.banner}`;
  return { '/': banners, '/index': banners, '/index/home': banners };
}
