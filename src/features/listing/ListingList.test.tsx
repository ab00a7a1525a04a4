import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@/api/client.ts';
import type { MyListing } from '@/contract/types.ts';
import { AccountType, GameType, GuaranteeFlag, SaleState } from '@/contract/statuses.ts';
import * as listingApi from '@/api/listing.ts';
import * as dialogs from '@/components/dialogs/index.ts';
import * as toastModule from '@/components/toast.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { ListingList, listingQueryFromSearch } from './ListingList.tsx';

// The first render (Chakra's system, the queries) can take seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const api = {
  myListings: vi.fn(), setListingPrice: vi.fn(), unlistListing: vi.fn(), relistListing: vi.fn(), promptDialog: vi.fn(), confirmDialog: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), fromError: vi.fn() },
};
beforeEach(() => {
  stubExports(listingApi, { myListings: api.myListings, setListingPrice: api.setListingPrice, unlistListing: api.unlistListing, relistListing: api.relistListing });
  stubExports(dialogs, { promptDialog: api.promptDialog, confirmDialog: api.confirmDialog });
  stubExports(toastModule, { toast: api.toast });
});

function listing(over: Partial<MyListing>): MyListing {
  return {
    id: 1, no: 'YX1', createId: 1, gameId: 1, gameName: '王者荣耀', gameType: GameType.mobile, systemName: '安卓', carrierName: '微信区',
    title: 'V8 全皮肤 王者荣耀账号', des: '', price: 520, newPrice: 520, titleImg: '/profile/img/goods/1-1.svg', urlArr: [],
    saleState: SaleState.listed, accountType: AccountType.consignment, isGuarantee: GuaranteeFlag.paid, isOnSpecialOffer: false, isTop: false, browseNum: 19, collectNum: 0,
    recoveryTime: '2026-11-20 10:00:00', createTime: '2026-11-19 09:00:00', ...over,
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderList(path = '/index/sale') {
  return renderWithChakra(
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="*" element={<><ListingList /><Where /></>} /></Routes>
    </MemoryRouter>,
  );
}

const rowOf = (title: string) => screen.getByRole('listitem', { name: title });
const loaded = (title: string) => screen.findByRole('listitem', { name: title });

describe('ListingList', () => {
  beforeEach(() => {
    api.myListings.mockResolvedValue({
      rows: [
        listing({ id: 1, title: '上架中的号' }),
        listing({ id: 2, title: '卖掉的号', saleState: SaleState.sold, orderRecId: 23, orderTime: '2026-11-21 12:30:00' }),
        listing({ id: 3, title: '没过审的号', saleState: SaleState.refused, auditDes: '截图模糊' }),
      ],
      total: 3,
    });
  });
  afterEach(() => vi.clearAllMocks());

  it('reads the tab and page from the URL', () => {
    expect(listingQueryFromSearch(new URLSearchParams('state=99&page=2'))).toEqual({ saleState: SaleState.refused, pageNum: 2 });
    expect(listingQueryFromSearch(new URLSearchParams('state=7&page=-1'))).toEqual({ saleState: undefined, pageNum: 1 });
  });

  it('shows each row with its state text, 浏览, the deal of a sold row and the buttons of its state', async () => {
    renderList();
    const listed = await loaded('上架中的号');
    expect(within(listed).getByTestId('listing-state')).toHaveTextContent('已上架');
    expect(within(listed).getByText('浏览 19')).toBeInTheDocument();
    expect(within(listed).getByText('王者荣耀 · 安卓 / 微信区')).toBeInTheDocument();
    expect(within(listed).getAllByRole('button').map((b) => b.textContent)).toEqual(['修改价格', '下架']);
    expect(within(listed).getByRole('link', { name: '预览' })).toHaveAttribute('href', '/index/other/accountPreview?id=1');

    const sold = rowOf('卖掉的号');
    expect(within(sold).getByTestId('listing-state')).toHaveTextContent('交易成功');
    expect(within(sold).getByTestId('listing-order-time')).toHaveTextContent('买家下单 2026-11-21 12:30');
    expect(within(sold).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/index/orderDetail?orderId=23');
    expect(within(sold).queryByRole('button')).toBeNull();

    // 审核失败: the reason on the card; 重新提交 as it is, or 修改后重新提交 in the consign form filled with it.
    const refused = rowOf('没过审的号');
    expect(within(refused).getByTestId('listing-reason')).toHaveTextContent('失败原因：截图模糊');
    expect(within(refused).getAllByRole('button').map((b) => b.textContent)).toEqual(['重新提交']);
    expect(within(refused).getByRole('link', { name: '修改后重新提交' })).toHaveAttribute('href', '/index/BasicInformation?gameId=1&mode=sale&edit=3');
    expect(within(listed).getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/index/BasicInformation?gameId=1&mode=sale&edit=1');
    expect(api.myListings).toHaveBeenCalledWith({ saleState: undefined, pageNum: 1, pageSize: 10 });
  });

  it('a tab asks for its saleState and goes into the URL', async () => {
    renderList();
    await loaded('上架中的号');
    fireEvent.click(screen.getByRole('tab', { name: '审核失败' }));
    await waitFor(() => expect(api.myListings).toHaveBeenLastCalledWith({ saleState: SaleState.refused, pageNum: 1, pageSize: 10 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/index/sale?state=99');
  });

  it('修改价格 sends the validated price and refreshes the list; a refusal (403) is a toast with its message', async () => {
    renderList('/index/sale?state=1');
    await loaded('上架中的号');
    const validator = vi.fn();
    api.promptDialog.mockImplementationOnce(async (options: { validator: (v: string) => boolean | string }) => {
      validator(options.validator('12.345'), options.validator('88.8'));
      return '88.8';
    });
    api.setListingPrice.mockResolvedValueOnce(undefined);
    fireEvent.click(within(rowOf('上架中的号')).getByRole('button', { name: '修改价格' }));
    await waitFor(() => expect(api.setListingPrice).toHaveBeenCalledWith(1, 88.8));
    expect(validator).toHaveBeenCalledWith('价格最多保留两位小数', true);
    await waitFor(() => expect(api.toast.success).toHaveBeenCalledWith('价格已改为 ¥88.80'));
    await waitFor(() => expect(api.myListings).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('where')).toHaveTextContent('/index/sale?state=1');

    const refusal = new ApiError(403, '无权操作该商品', 'forbidden');
    api.promptDialog.mockResolvedValueOnce('99');
    api.setListingPrice.mockRejectedValueOnce(refusal);
    fireEvent.click(within(rowOf('上架中的号')).getByRole('button', { name: '修改价格' }));
    await waitFor(() => expect(api.toast.fromError).toHaveBeenCalledWith(refusal));
  });

  it('下架 needs the 备注 prompt and then the confirm; cancelling either sends nothing', async () => {
    renderList();
    await loaded('上架中的号');
    const button = () => within(rowOf('上架中的号')).getByRole('button', { name: '下架' });

    api.promptDialog.mockResolvedValueOnce(null);
    fireEvent.click(button());
    await waitFor(() => expect(api.promptDialog).toHaveBeenCalledTimes(1));
    expect(api.confirmDialog).not.toHaveBeenCalled();

    api.promptDialog.mockResolvedValueOnce(' 不卖了 ');
    api.confirmDialog.mockResolvedValueOnce('cancel');
    fireEvent.click(button());
    await waitFor(() => expect(api.confirmDialog).toHaveBeenCalledTimes(1));
    expect(api.unlistListing).not.toHaveBeenCalled();

    api.promptDialog.mockResolvedValueOnce(' 不卖了 ');
    api.confirmDialog.mockResolvedValueOnce('confirm');
    api.unlistListing.mockResolvedValueOnce(undefined);
    fireEvent.click(button());
    await waitFor(() => expect(api.unlistListing).toHaveBeenCalledWith(1, '不卖了'));
    await waitFor(() => expect(api.toast.success).toHaveBeenCalledWith('已下架'));
  });

  it('撤回 a 审核中 listing: a confirm, then the live 下架 with the note 卖家撤回审核; cancelling sends nothing', async () => {
    api.myListings.mockResolvedValue({ rows: [listing({ id: 5, title: '审核中的号', saleState: SaleState.pending })], total: 1 });
    renderList();
    const row = await loaded('审核中的号');
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['修改价格', '撤回']);
    api.confirmDialog.mockResolvedValueOnce('cancel');
    fireEvent.click(within(row).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(api.confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: '撤回审核' })));
    expect(api.unlistListing).not.toHaveBeenCalled();
    api.confirmDialog.mockResolvedValueOnce('confirm');
    api.unlistListing.mockResolvedValueOnce(undefined);
    fireEvent.click(within(row).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(api.unlistListing).toHaveBeenCalledWith(5, '卖家撤回审核'));
    await waitFor(() => expect(api.toast.success).toHaveBeenCalledWith('已撤回，可在「已下架」中修改后重新提交'));
  });

  it('a withdrawn listing (needsAudit) offers 提交审核 instead of 上架, and says it went to audit', async () => {
    api.myListings.mockResolvedValue({ rows: [listing({ id: 6, title: '撤回的号', saleState: SaleState.unlisted, downDes: '卖家撤回审核', needsAudit: true })], total: 1 });
    renderList();
    const row = await loaded('撤回的号');
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['修改价格', '提交审核']);
    api.relistListing.mockResolvedValueOnce(undefined);
    fireEvent.click(within(row).getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(api.relistListing).toHaveBeenCalledWith(6));
    await waitFor(() => expect(api.toast.success).toHaveBeenCalledWith('已重新提交审核'));
  });

  it('an empty tab says so and offers 我要卖号', async () => {
    api.myListings.mockResolvedValueOnce({ rows: [], total: 0 });
    renderList('/index/sale?state=2');
    expect(await screen.findByText('暂无交易中的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我要卖号' })).toHaveAttribute('href', '/index/sell');
  });
});
