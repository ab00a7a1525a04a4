// Query options for 我的代售: one key hierarchy (['listing', …]).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { myListings } from './listing.ts';
import type { MyListing, Page, SaleState } from '@/contract/types.ts';
import { livePoll } from '@/lib/livePoll.ts';

/** 上一页 / 下一页, 10 rows a page (as the order lists). */
export const LISTING_PAGE_SIZE = 10;

export interface ListingQuery {
  saleState?: SaleState;
  pageNum: number;
}

export const listingKeys = {
  all: ['listing'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (query: ListingQuery) => [...listingKeys.lists(), query] as const,
};

export const listingsQuery = (query: ListingQuery) =>
  queryOptions({
    queryKey: listingKeys.list(query),
    // Rows of GET /need/myConsignment carry the deal fields (orderRecId, orderTime) of MyListing.
    queryFn: () => myListings({ ...query, pageSize: LISTING_PAGE_SIZE }) as Promise<Page<MyListing>>,
    staleTime: 0,
    // Switching tabs or pages keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Audits, sales and payouts happen on the server.
    ...livePoll(),
  });
