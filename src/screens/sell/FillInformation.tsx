// 填写商品信息 (fillInformation ?gameId&mode=sale|pinggu): step 2 — contacts, attributes, price, pictures; submits
// a consignment (sale) or a valuation (pinggu). The draft survives reloads and sign-in detours.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { MODE_TEXT, parseSellParams } from '@/features/sell/params.ts';
import { FillStep } from '@/features/sell/FillForm.tsx';

export default function FillInformation() {
  const [search] = useSearchParams();
  const { gameId, mode, source } = parseSellParams(search);
  return (
    <Page title={mode === 'pinggu' ? MODE_TEXT.pinggu.step2 : source.edit !== undefined ? '修改商品信息' : undefined}>
      <FillStep key={`${gameId}:${mode}:${source.edit ?? ''}:${source.valuation ?? ''}`} gameId={gameId} mode={mode} source={source} />
    </Page>
  );
}
