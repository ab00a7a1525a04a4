// `npm run mock:reset`: restores the seeded data of the shared space. Asks a running mock (POST /__mock/reset on
// MOCK_URL, else 127.0.0.1:MOCK_PORT; MOCK_CONTROL_KEY sent as X-Mock-Key); when none answers, deletes the shared
// space's data file (data.sqlite), so the next start copies the seeded base afresh.
import fs from 'node:fs';
import path from 'node:path';
import { removeDataFile } from '../mock-server/persist/sqlite.ts';

const port = Number(process.env.MOCK_PORT || 3001);
const dataFile = path.resolve(process.env.MOCK_DATA_DIR?.trim() || '.mock-data', 'data.sqlite');
const base = process.env.MOCK_URL?.trim().replace(/\/+$/, '') || `http://127.0.0.1:${port}`;
const url = `${base}/__mock/reset`;
const key = process.env.MOCK_CONTROL_KEY?.trim();

try {
  const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(5000), headers: key ? { 'X-Mock-Key': key } : {} });
  const body = (await res.json()) as { code?: number; msg?: string; data?: { ms?: number } };
  if (body.code !== 200) throw new Error(body.msg ?? `HTTP ${res.status}`);
  console.log(`[mock:reset] 运行中的模拟后端（${base}）的共享空间已恢复种子数据，用时 ${body.data?.ms ?? '?'} ms`);
} catch (err) {
  const refused = err instanceof Error && /fetch failed|ECONNREFUSED|aborted|timeout/i.test(`${err.message} ${String(err.cause)}`);
  if (!refused) {
    console.error(`[mock:reset] ${url} 应答异常：${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  if (fs.existsSync(dataFile)) {
    removeDataFile(dataFile);
    console.log(`[mock:reset] 端口 ${port} 没有模拟后端在运行，已删除数据文件 ${dataFile}；下次启动将重新生成数据`);
  } else {
    console.log(`[mock:reset] 端口 ${port} 没有模拟后端在运行，也没有数据文件 ${dataFile}：无需重置`);
  }
}
