// 选择游戏 (accountOrder): the game picker; ?to= decides where the pick leads (buy by default).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { GamePicker } from '@/features/game/GamePicker.tsx';
import { PICK_TARGETS, parsePickTarget, pickTargetPath } from '@/features/game/pickTarget.ts';
import { setGameName } from '@/stores/app.ts';

export default function AccountOrder() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = parsePickTarget(params.get('to'));
  const { title, hint } = PICK_TARGETS[to];

  return (
    <Page title={title} padding={false}>
      <GamePicker hint={hint} onPick={(game) => {
        setGameName(game.name);
        navigate(pickTargetPath(to, game.id));
      }} />
    </Page>
  );
}
