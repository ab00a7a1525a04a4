// Query options for notices (shared by every screen that shows announcements, help or policies).
import { queryOptions } from '@tanstack/react-query';
import { businessContact, noticeDetail, noticeList } from './content.ts';
import { latestAppVersion, partnerStreamers } from './service.ts';
import type { AppVersion, Notice, NoticeType } from '@/contract/types.ts';

export const contentKeys = {
  all: ['content'] as const,
  noticeList: (type: NoticeType, pageNum = 1, pageSize = 10) => ['content', 'notice', 'list', type, pageNum, pageSize] as const,
  notice: (id: number | string) => ['content', 'notice', 'detail', String(id)] as const,
  streamers: () => ['content', 'streamers'] as const,
};

export function noticeListQuery(type: NoticeType, pageNum = 1, pageSize = 10) {
  return queryOptions({
    queryKey: contentKeys.noticeList(type, pageNum, pageSize),
    queryFn: ({ signal }) => noticeList(type, { pageNum, pageSize }, { signal }),
  });
}

export function noticeDetailQuery(id: number | string) {
  return queryOptions({
    queryKey: contentKeys.notice(id),
    queryFn: ({ signal }) => noticeDetail(id, { signal }),
  });
}

async function withContent(notice: Notice, signal: AbortSignal): Promise<Notice> {
  return notice.noticeContent ? notice : noticeDetail(notice.noticeId, { signal });
}

/** The notices of a type (first page), each with its content — fetched from its detail when the list omits it. */
export function noticesWithContentQuery(type: NoticeType, pageSize = 10) {
  return queryOptions({
    queryKey: ['content', 'notice', 'withContent', type, pageSize] as const,
    queryFn: async ({ signal }): Promise<Notice[]> => {
      const page = await noticeList(type, { pageNum: 1, pageSize }, { signal });
      return Promise.all(page.rows.map((notice) => withContent(notice, signal)));
    },
  });
}

/** 商务合作's contact block (business QQ / WeChat / e-mail). */
export function businessContactQuery() {
  return queryOptions({
    queryKey: ['content', 'businessContact'] as const,
    queryFn: ({ signal }) => businessContact({ signal }),
    staleTime: 10 * 60_000,
  });
}

/** The latest app version of a platform (下载APP). */
export function appVersionQuery(appType: AppVersion['appType']) {
  return queryOptions({
    queryKey: ['content', 'appVersion', appType] as const,
    queryFn: () => latestAppVersion(appType),
    staleTime: 5 * 60_000,
  });
}

/** Partner streamers (home's section and 招募中心). They change a few times a day: no refetch
 * while the visit lasts. */
export function streamersQuery() {
  return queryOptions({
    queryKey: contentKeys.streamers(),
    queryFn: async () => (await partnerStreamers()).rows,
    staleTime: 5 * 60_000,
  });
}
