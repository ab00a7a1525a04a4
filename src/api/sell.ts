// Selling: publishing a listing (代售; the backend's path says consignment): the seller's goods DTO (api.md "Live payload shapes").
import { post } from './client.ts';
import type { GoodsDraft } from '@/contract/types.ts';

/** POST /api/need/consignment — publish (or edit) a goods for audit; answers its id. */
export function publishListing(draft: GoodsDraft): Promise<{ id: number }> {
  return post<{ id: number }>('/api/need/consignment', draft);
}
