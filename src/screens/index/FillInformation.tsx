// 填写商品信息 (fillInformation ?gameId&mode=sale|pinggu): step 2 — contacts, attributes, price, pictures; submits
// a consignment (sale) or a valuation (pinggu). The draft survives reloads and sign-in detours.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { MODE_TEXT, parseSellParams } from '@/features/sell/params.ts';
import { FillStep } from '@/features/sell/FillForm.tsx';

export default function FillInformation() {
  const [search] = useSearchParams();
  const { gameId, mode } = parseSellParams(search);
  return (
    <Page title={mode === 'pinggu' ? MODE_TEXT.pinggu.step2 : undefined}>
      <FillStep key={`${gameId}:${mode}`} gameId={gameId} mode={mode} />
    </Page>
  );
}
