// QA panel (mock backend, non-production builds only): the data space this browser works in (its own world on a
// shared mock, or the shared one), the mock's failure scenarios, session expiry, resetting the data, the space's
// clock (its mock time, pending jobs, 快进), snapshots, a reproduction link and the latest requests. It calls the mock's control API (/__mock/...) through api/mock.ts,
// the API client's one door to it. Every call names this browser's sandbox client and space, so scenarios and
// 使会话过期 act on this browser only unless 作用范围 says 所有浏览器, and data changes on its space only;
// 恢复, 重置 and deleting a space ask first, saying which space they change; what belongs to another tester asks a
// second time, naming them, and then forces (?force=1, in the mock's audit). The tester gives their name once (and
// a team's mock its key, MOCK_CONTROL_KEY); both survive 401s, resets and reloads (stores/sandboxClient.ts).
import { useRef, useState, useSyncExternalStore } from 'react';
import {
  Box, Button, CloseButton, Flex, HStack, IconButton, Input, Portal, SimpleGrid, Stack, Text,
} from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Drawer } from '@/components/chakra/drawer.ts';
import { NativeSelect } from '@/components/chakra/nativeSelect.ts';
import { useQueryClient } from '@tanstack/react-query';
import { profile } from '@/api/account.ts';
import { copyText } from '@/lib/clipboard.ts';
import {
  mockKey, onSandboxChange, sandboxClientId, sandboxTester, setMockKey, setSandboxTester, TESTER_NAME,
} from '@/stores/sandboxClient.ts';
import { clearToken, getToken, setToken } from '@/stores/session.ts';
import { REPRO_OPENED_KEY } from './repro.ts';
import { Declined } from './panelText.ts';
import { Snapshots, SNAPSHOTS_KEY } from './Snapshots.tsx';
import { Clock } from './Clock.tsx';
import { isKeyRefusal, isOwnerRefusal, mockControl } from '@/api/mock.ts';
import { ApiError } from '@/api/client.ts';
import { AuditLog, AUDIT_KEY } from './Audit.tsx';
import { SpaceGone } from './SpaceGone.tsx';
import { DataNotice, DATA_HEALTH_KEY } from './DataNotice.tsx';
import { spaceLabel, useSandboxSpace } from './sandboxSpace.ts';
import { Spaces } from './Spaces.tsx';
import { Journal } from './Journal.tsx';
import { ToolIcon } from '@/components/icons.tsx';
import { toast } from '@/components/toast.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { SCENARIO_INFO, SCENARIOS, type Scenario } from '@/contract/scenarios.ts';


/** The mock's request journal in the panel (Journal.tsx's queries live under it), refetched after every control action. */
const MOCK_LOG_KEY = ['dev', 'mock-log'] as const;

/** One button per scenario of the contract's list, in its order. */
const SCENARIO_BUTTONS = SCENARIOS.map((scenario) => ({ scenario, label: SCENARIO_INFO[scenario].button }));

type Scope = 'client' | 'all';

/** The snapshot of the reproduction link this page load has just opened (repro.ts), read once per page. */
const reproOpened = (() => {
  try {
    const snapshot = sessionStorage.getItem(REPRO_OPENED_KEY);
    sessionStorage.removeItem(REPRO_OPENED_KEY);
    return snapshot;
  } catch {
    return null;
  }
})();

/** Said once after a reproduction link opened: where this browser is now, and the way to the requests it brought. */
function ReproOpened({ snapshot, onShow, onClose }: { snapshot: string; onShow: () => void; onClose: () => void }) {
  return (
    <Portal>
      <Box position="fixed" insetX="0" top="0" zIndex="toast" display="flex" justifyContent="center" p="3" pointerEvents="none">
        <Stack role="status" data-testid="repro-opened" gap="2" maxW="md" w="full" p="3" borderRadius="md" bg="purple.50" borderWidth="1px"
          borderColor="purple.300" boxShadow="lg" pointerEvents="auto">
          <Text fontWeight="semibold" color="purple.800">已打开复现链接「{snapshot}」</Text>
          <Text fontSize="sm" color="fg.muted">这是一个新的数据空间：数据、登录用户、页面和场景与链接作者的一致，不影响任何人的数据。作者之前的请求已放进请求记录，标为「复现链接」。</Text>
          <HStack gap="2">
            <Button flex="1" size="sm" colorPalette="purple" onClick={onShow}>查看请求记录</Button>
            <Button flex="1" size="sm" variant="outline" onClick={onClose}>知道了</Button>
          </HStack>
        </Stack>
      </Box>
    </Portal>
  );
}

/** The tester's name (null until given), following changes. */
function useTester(): string | null {
  return useSyncExternalStore(onSandboxChange, sandboxTester, () => null);
}

/**
 * Who the tester is, asked once and kept in this browser (through 401s, resets and reloads): their name (owners of
 * spaces and snapshots, the audit and the journal name them by it) and, on a team's mock, its control key.
 */
function IdentityForm({ askName, askKey, error, onSaved }: { askName: boolean; askKey: boolean; error: string; onSaved: () => void }) {
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const nameOk = !askName || TESTER_NAME.test(name.trim());
  const keyOk = !askKey || key.trim().length > 0;
  return (
    <Stack as="form" gap="2" p="3" borderWidth="1px" borderColor="orange.300" borderRadius="md" bg="orange.50" data-testid="qa-key"
      onSubmit={(e) => {
        e.preventDefault();
        if (!nameOk || !keyOk) return;
        if (askName) setSandboxTester(name);
        if (askKey) setMockKey(key);
        setKey('');
        onSaved();
      }}>
      <Text fontWeight="semibold">{askKey ? '需要团队的控制密钥' : '你是哪位测试者？'}</Text>
      <Text fontSize="xs" color="fg.muted">
        {askKey ? '这个模拟后端由团队共用，控制接口需要密钥（启动时的 MOCK_CONTROL_KEY，向搭建它的同事索取）。' : ''}
        {askName ? '你的名字会标在你建的数据空间、快照和操作记录上，别人删改前会看到。' : ''}
        只需输入一次，本浏览器会记住（登录超时、重置、刷新都不会忘）。
      </Text>
      {error && <Text fontSize="xs" color="red.600">{error}</Text>}
      {askName && (
        <Input size="sm" placeholder="你的名字，如 小李" aria-label="测试者名字" value={name} maxLength={24} autoComplete="nickname"
          onChange={(e) => setName(e.currentTarget.value)} />
      )}
      {askName && name.trim() !== '' && !nameOk && <Text fontSize="xs" color="red.600">名字为 1–24 个中文、字母、数字、空格、_、- 或 .</Text>}
      <HStack gap="2">
        {askKey && (
          <Input size="sm" flex="1" minW="0" type="password" placeholder="控制密钥" aria-label="控制密钥" value={key} autoComplete="off"
            onChange={(e) => setKey(e.currentTarget.value)} />
        )}
        <Button type="submit" size="sm" colorPalette="orange" flex={askKey ? undefined : '1'} disabled={!nameOk || !keyOk || (askName && !name.trim())}>
          {askKey ? '保存密钥' : '保存名字'}
        </Button>
      </HStack>
    </Stack>
  );
}



/** The panel's own help: what each part does, for a tester sharing the mock with a team. */
function Help() {
  return (
    <Box as="details" fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="3">
      <Box as="summary" cursor="pointer" fontWeight="semibold" color="fg">使用说明</Box>
      <Stack gap="1.5" mt="2" lineHeight="1.6">
        <Text><b>数据空间</b>：团队共用一个模拟后端时，每人可在自己的空间里工作——数据、定时任务（审核、订单推进、报价、打款）、登录会话、场景和请求记录都只属于这个空间。新空间可以复制共享数据、某个快照或预置快照；把空间名告诉同事，对方点「进入」即可看到同一份数据。不选空间时在共享空间。</Text>
        <Text><b>恢复、重置</b>只改变本浏览器所在的空间，执行前会确认是哪个空间；要改共享空间，先「回到共享空间」。</Text>
        <Text><b>时间</b>：每个空间有自己的模拟时钟。「快进」把本空间的时钟往前拨，途中到期的定时任务（自动审核、订单推进、超时关闭、打款等）按时间先后执行，不用真的等待；登录会话仍按真实时间，不会因此退出。重置数据后时钟回到真实时间。</Text>
        <Text><b>数据快照</b>为所有空间共用：在一个空间保存，可在任何空间恢复或新建空间。</Text>
        <Text><b>复制复现链接</b>：保存当前数据为快照并生成链接；同事打开后会在一个新的空间里看到同样的数据、用户、页面和场景，不影响任何人的数据。</Text>
        <Text><b>故障场景、使会话过期</b>默认只对本浏览器生效（作用范围可改为所有浏览器，仍限于当前空间）。<b>最近请求</b>默认只列本浏览器的请求。</Text>
        <Text><b>控制密钥</b>：模拟后端对局域网开放时（MOCK_HOST）需要团队的密钥（MOCK_CONTROL_KEY），面板会提示输入一次。详见 mock-server/README.md「团队测试」一节。</Text>
      </Stack>
    </Box>
  );
}

interface Pending {
  title: string;
  message: string;
  confirmText: string;
  resolve: (ok: boolean) => void;
}

/** `hybrid`: the mock takes some paths from the live backend (MOCK_LIVE); the title says so. `keyRequired`: the
 *  mock is a team's, its control calls need the key (MOCK_CONTROL_KEY). */
export default function QaPanel({ hybrid = false, keyRequired = false }: { hybrid?: boolean; keyRequired?: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(reproOpened);
  const space = useSandboxSpace();
  const where = spaceLabel(space);
  const tester = useTester();
  const [hasKey, setHasKey] = useState(() => mockKey() !== null);
  const [keyError, setKeyError] = useState('');
  const needsKey = (keyRequired && !hasKey) || keyError !== '';
  const ready = open && !needsKey;
  const [pending, setPending] = useState<Pending | null>(null);
  /** Asks in the panel's footer (a dialog over the panel would be outside its focus); true when confirmed. */
  const confirm = (title: string, message: string, confirmText: string) => new Promise<boolean>((resolve) => {
    setPending((before) => {
      before?.resolve(false);
      return { title, message, confirmText, resolve };
    });
  });
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const [times, setTimes] = useState('1');
  const [path, setPath] = useState('');
  const [scope, setScope] = useState<Scope>('client');
  const [link, setLink] = useState('');
  /** Focused when the panel opens: not the space name field at its top, which would open a phone's keyboard. */
  const closeRef = useRef<HTMLButtonElement>(null);
  /** Runs once the drawer has finished closing (its focus given back), so a dialog opened then stays open. */
  const afterClose = useRef<(() => void) | null>(null);

  /** Runs a control call; toasts what the action answers (a string) or 已设置：label. */
  const run = async (label: string, action: () => Promise<unknown>): Promise<boolean> => {
    try {
      const said = await action();
      toast.success(typeof said === 'string' ? said : `已设置：${label}`);
      void queryClient.invalidateQueries({ queryKey: MOCK_LOG_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      void queryClient.invalidateQueries({ queryKey: DATA_HEALTH_KEY });
      return true;
    } catch (error) {
      if (error instanceof Declined) return false;
      if (isKeyRefusal(error)) {
        // A key that the mock does not take (changed, mistyped): asked for again.
        setMockKey(null);
        setHasKey(false);
        setKeyError((error as Error).message);
      }
      toast.error(error instanceof Error ? error.message : '模拟服务器未响应');
      return false;
    }
  };

  /**
   * A control call on what may be another tester's: refused (409, the msg names the owner), it asks a second time
   * and sends it again with ?force=1 (the mock audits it); declined, nothing happens.
   */
  const forceable = async <T,>(send: (force: string) => Promise<T>, confirmText: string): Promise<T> => {
    try {
      return await send('');
    } catch (error) {
      if (!isOwnerRefusal(error)) throw error;
      if (!await confirm('这是其他测试者的', `${(error as ApiError).msg}。强制执行会记入操作记录（谁、何时、做了什么）。`, confirmText)) throw new Declined();
      return send('?force=1');
    }
  };

  // A reset ends every session of the space; the mock signs the caller in again as the same user when the seed has
  // them (else signs them out here), so the screens refetch without meeting 登录超时 over the panel.
  const reset = async () => {
    const everyone = space === null ? '：所有没有进入自己空间的测试者都会看到变化' : '，其他空间不受影响';
    if (!await confirm('重置数据', `将把${where}的全部数据恢复为种子数据（登录会话、场景和定时任务一并清除，模拟时钟回到真实时间）${everyone}。`, '确认重置')) return;
    await run('重置数据', async () => {
      const answer = await forceable((force) => mockControl<{ msg: string; data?: { token?: string | null } }>('POST', `/reset${force}`), '仍然重置');
      if (answer.data?.token) setToken(answer.data.token);
      else if (getToken()) clearToken();
      await queryClient.resetQueries();
      return answer.msg;
    });
  };

  const setScenario = (scenario: Scenario, label: string) =>
    run(label, () => mockControl('POST', '/scenario', { scenario, times: Number(times), scope, ...(path.trim() ? { path: path.trim() } : {}) }));

  // A timeout in two taps: the panel closes and the next signed-in call meets the 401, so the 提示 dialog
  // (the app's own 401 path) appears at once.
  const expireSessions = async () => {
    const signedIn = getToken() !== null;
    if (!await run('使会话过期', () => mockControl('POST', '/sessions/expire', { scope }))) return;
    if (signedIn) afterClose.current = () => void profile().catch(() => undefined);
    setOpen(false);
  };

  // The link points at the mock's own page, which opens it on the app of whoever opens it (not on this origin).
  const copyReproLink = () => run('复现链接已复制', async () => {
    const page = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const made = await mockControl<{ data: { openUrl: string } }>('POST', '/repro', { page });
    setLink(made.data.openUrl);
    void queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
    void copyText(made.data.openUrl);
  });

  return (
    <>
    <SpaceGone />
    {opened && <ReproOpened snapshot={opened} onClose={() => setOpened(null)} onShow={() => {
      setOpened(null);
      setOpen(true);
    }} />}
    <Drawer.Root open={open} onOpenChange={(details) => {
      setOpen(details.open);
      if (!details.open) settle(false);
    }} placement="end" size="sm" initialFocusEl={() => closeRef.current}
      onExitComplete={() => {
        afterClose.current?.();
        afterClose.current = null;
      }}>
      <Drawer.Trigger asChild>
        <IconButton aria-label="QA 调试面板" size="xs" borderRadius="full" colorPalette="purple" variant="solid" opacity="0.85"
          data-testid="qa-trigger">
          <ToolIcon boxSize="3.5" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title>QA 调试面板 <Badge colorPalette={hybrid ? 'orange' : 'purple'} ml="2">{hybrid ? '混合后端' : '模拟后端'}</Badge></Drawer.Title>
              <Text fontSize="xs" color="fg.muted">
                测试者 <Text as="span" fontWeight="semibold" color="fg" data-testid="qa-tester">{tester ?? '未署名'}</Text>
                {tester && <Button size="2xs" variant="plain" colorPalette="purple" px="1" h="auto" onClick={() => setSandboxTester(null)}>改名</Button>}
                {' · '}本浏览器 <Text as="span" fontFamily="mono" data-testid="qa-client">{sandboxClientId()}</Text>
                {' · '}所在：<Text as="span" color={space === null ? undefined : 'purple.700'} fontWeight={space === null ? undefined : 'semibold'} data-testid="qa-where">{where}</Text></Text>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {(needsKey || tester === null) && (
                  <IdentityForm askName={tester === null} askKey={needsKey} error={keyError} onSaved={() => {
                    if (needsKey) setHasKey(true);
                    setKeyError('');
                    void queryClient.invalidateQueries({ queryKey: ['dev'] });
                  }} />
                )}
                <DataNotice enabled={ready} />
                <Spaces enabled={ready} run={run} confirm={confirm} forceable={forceable} />
                <Stack gap="2">
                  <Flex align="center" justify="space-between">
                    <Text fontWeight="semibold">故障场景</Text>
                    <NativeSelect.Root size="xs" width="32">
                      <NativeSelect.Field aria-label="作用范围" value={scope} onChange={(e) => setScope(e.currentTarget.value as Scope)}>
                        <option value="client">仅本浏览器</option>
                        <option value="all">所有浏览器</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Flex>
                  <HStack gap="2">
                    <NativeSelect.Root size="sm" width="28">
                      <NativeSelect.Field aria-label="次数" value={times} onChange={(e) => setTimes(e.currentTarget.value)}>
                        {['1', '3', '5', '10'].map((n) => <option key={n} value={n}>接下来 {n} 次</option>)}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Input size="sm" flex="1" placeholder="仅限路径，如 /need/myBrowse" value={path}
                      onChange={(e) => setPath(e.currentTarget.value)} />
                  </HStack>
                  <SimpleGrid columns={2} gap="2">
                    {SCENARIO_BUTTONS.map(({ scenario, label }) => (
                      <Button key={scenario} size="sm" variant="outline" onClick={() => void setScenario(scenario, label)}>
                        {label}
                      </Button>
                    ))}
                    <Button size="sm" variant="subtle" colorPalette="gray" onClick={() => void run('清除场景', () => mockControl('DELETE', '/scenario', { scope }))}>
                      清除场景
                    </Button>
                  </SimpleGrid>
                </Stack>
                <Stack gap="2">
                  <Text fontWeight="semibold">会话与数据</Text>
                  <SimpleGrid columns={2} gap="2">
                    <Button size="sm" colorPalette="orange" variant="outline"
                      onClick={() => void expireSessions()}>
                      使会话过期
                    </Button>
                    <Button size="sm" colorPalette="red" variant="outline" onClick={() => void reset()}>
                      重置数据
                    </Button>
                  </SimpleGrid>
                  <Button size="sm" colorPalette="purple" variant="outline" onClick={() => void copyReproLink()}>复制复现链接</Button>
                  {link && (
                    <Stack gap="1">
                      <Text fontSize="xs" color="fg.muted">发给同事：在对方自己的应用里打开（链接指向模拟后端，打开时选择应用），新建一个空间，恢复当前数据、同一用户、同一场景、同一页面，并带上之前的请求记录</Text>
                      <Input size="xs" readOnly value={link} fontFamily="mono" aria-label="复现链接" data-testid="qa-repro-link"
                        onFocus={(e) => e.currentTarget.select()} />
                    </Stack>
                  )}
                </Stack>
                <Clock enabled={ready} run={run} where={where} />
                <Snapshots enabled={ready} run={run} confirm={confirm} forceable={forceable} where={where} />
                <Journal enabled={ready} />
                <AuditLog enabled={ready} />
                <Help />
              </Stack>
            </Drawer.Body>
            {pending && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px" borderColor="border"
                role="group" aria-label={pending.title} data-testid="qa-confirm">
                <Text fontWeight="semibold">{pending.title}</Text>
                <Text fontSize="sm" color="fg.muted">{pending.message}</Text>
                <HStack gap="2">
                  <Button flex="1" size="sm" variant="outline" onClick={() => settle(false)}>取消</Button>
                  <Button flex="1" size="sm" colorPalette="red" onClick={() => settle(true)}>{pending.confirmText}</Button>
                </HStack>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton ref={closeRef} size="sm" aria-label={zhCN.common.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
    </>
  );
}
