// 填写基本信息 (BasicInformation ?gameId&mode=sale|pinggu): step 1 of selling or valuing — 区服 and 账号来源. Reached by
// back after the form was sent, it moves on to 卖号 instead of showing an empty form.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { parseSellParams } from '@/features/sell/params.ts';
import { QufuStep } from '@/features/sell/QufuStep.tsx';
import { useLeaveSentForm } from '@/features/sell/hooks.ts';

export default function BasicInformation() {
  const [search] = useSearchParams();
  const { gameId, mode, source } = parseSellParams(search);
  useLeaveSentForm();
  return (
    <Page title={mode === 'pinggu' ? '账号估价 · 基本信息' : source.edit !== undefined ? '修改商品 · 基本信息' : undefined}>
      <QufuStep key={`${gameId}:${mode}:${source.edit ?? ''}:${source.valuation ?? ''}`} gameId={gameId} mode={mode} source={source} />
    </Page>
  );
}
