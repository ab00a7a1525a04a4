// Bad input everywhere: malformed JSON, huge bodies, wrong types, prototype keys, unknown routes, thrown
// errors, CORS, uploads and image paths. After each, the server must still answer.
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '../../src/contract/types.ts';
import { login, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
beforeAll(async () => {
  mock = await startTestMock();
  buyer = await login(mock.client, 'buyer');
});
afterEach(async () => {
  // Whatever the previous test threw at it, the server still answers.
  expect((await mock.client.get('/__mock/health')).body.code).toBe(200);
});
afterAll(async () => {
  await mock.close();
});

/** A request with the path sent exactly as given (fetch would normalise ../ and %2e%2e). */
function rawGet(path: string): Promise<{ status: number; body: string; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: mock.port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
    }).on('error', reject);
  });
}

describe('bodies', () => {
  it('malformed JSON is HTTP 400 with a Chinese message, on every kind of endpoint', async () => {
    for (const path of ['/login', '/web/good/allList', '/saleOrder/create', '/__mock/scenario']) {
      const res = await buyer.raw('POST', path, { body: '{"a": 1,', headers: { 'Content-Type': 'application/json' } });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: '请求体不是有效的 JSON' });
    }
    const put = await buyer.raw('PUT', '/system/user/profile', { body: "{'nickName': 'x'}", headers: { 'Content-Type': 'application/json' } });
    expect(put.status).toBe(400);
  });

  it('a body over 1 MB is refused with 413, whether declared or streamed', async () => {
    const big = JSON.stringify({ keyWord: 'x'.repeat(1024 * 1024 + 10) });
    const res = await mock.client.raw('POST', '/web/good/allList', { body: big, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, msg: '请求体过大（上限 1 MB）' });
    // Chunked (no Content-Length): counted while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const chunked = await fetch(`${mock.url}/web/good/allList`, {
      method: 'POST', body: stream, headers: { 'Content-Type': 'application/json' }, duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(chunked.status).toBe(413);
  });

  it('a 2 MB field gets its 413 after the whole body, on a connection that stays usable, and nothing is stored', async () => {
    // On one connection: the oversized request, then a health check. The server answers the first only once it
    // has read the whole body, and keeps the connection: a server that answered and closed at once (with the
    // body still arriving) left the client with EPIPE / ECONNRESET and no answer, and never sees the second.
    const post = (path: string, body: string) => new Promise<{ status: number; text: string; next: number }>((resolve, reject) => {
      const socket = net.connect(mock.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (d: Buffer) => chunks.push(d));
      socket.on('error', reject);
      socket.on('end', () => {
        const answers = Buffer.concat(chunks).toString('utf8').split(/(?=HTTP\/1\.1 )/);
        const status = (raw = '') => Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1]);
        const first = answers[0] ?? '';
        resolve({ status: status(first), text: first.slice(first.indexOf('\r\n\r\n') + 4), next: status(answers[1]) });
      });
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n`
        + `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
      socket.write(body);
      socket.end('GET /__mock/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    });
    const huge = 'x'.repeat(2 * 1024 * 1024);
    const seq = mock.store.seq;
    const cases: [string, unknown][] = [
      ['/register', { username: '13700001111', password: 'Demo@123456', code: '123456', nickName: huge }],
      ['/account/problem', { type: '建议', content: huge }],
      ['/realname/auth', { name: huge, idCard: '110101199003071234' }],
    ];
    for (const [path, body] of cases) {
      const res = await post(path, JSON.stringify(body));
      expect(res.status, path).toBe(413);
      expect(JSON.parse(res.text), path).toEqual({ code: 413, msg: '请求体过大（上限 1 MB）' });
      expect(res.next, `${path}: the connection still answers`).toBe(200);
    }
    expect(mock.store.seq).toBe(seq);
    expect(mock.store.usersByLogin.has('13700001111')).toBe(false);
  });

  it('wrong types and missing fields name the field in Chinese', async () => {
    const cases: [string, unknown, string][] = [
      ['/web/goods/collect', { accountId: 'abc' }, '商品编号（accountId）必须是整数'],
      ['/web/goods/collect', { accountId: 1.5 }, '商品编号（accountId）必须是整数'],
      ['/web/goods/collect', { accountId: [1] }, '商品编号（accountId）必须是整数'],
      ['/saleOrder/pay', { orderId: 1, payWay: 2 }, '付款类型（payType）的取值无效，可选：deposit / full / balance'],
      ['/account/problem', { type: '建议', content: 12345 }, '内容（content）应为字符串'],
      ['/realname/auth', { name: '王小明' }, '身份证号不能为空'],
      ['/h5/login', { phone: 13800138000, code: '123456' }, '手机号应为字符串'],
      ['/web/goods/collect', [1, 2], '请求参数类型不正确，应为对象'],
      ['/web/goods/collect', 'hello', '请求参数类型不正确，应为对象'],
    ];
    for (const [path, body, msg] of cases) {
      const res = await buyer.post(path, body);
      expect(res.status, path).toBe(200);
      expect(res.body, `${path} ${JSON.stringify(body)}`).toEqual({ code: 500, msg });
    }
  });

  it('query arrays and nested objects are refused, not crashed on', async () => {
    const res = await mock.client.raw('GET', '/web/notice/list?pageNum[]=1&pageNum[]=2');
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toContain('页码');
    const nested = await mock.client.raw('GET', '/V2/H5/checkAccount?str[a]=1');
    expect(nested.body.code).toBe(500);
  });

  it('__proto__, constructor and prototype keys never reach objects', async () => {
    const body = '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},"nickName":"安全昵称","prototype":{"x":1}}';
    const res = await buyer.raw('PUT', '/system/user/profile', { body, headers: { 'Content-Type': 'application/json' } });
    expect(res.body.code).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const user = mock.store.usersById.get(1) as unknown as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(user, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(user)).toBe(Object.prototype);
    const form = await mock.client.raw('POST', '/mock-pay/alipay/confirm', {
      body: '__proto__[polluted]=1&ticket=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('validation happens before any write: a bad consignment leaves no row and no message', async () => {
    const goods = mock.store.goods.all().length;
    const messages = mock.store.db.messages.length;
    const seller = await login(mock.client, 'seller');
    await seller.post('/need/consignment', { gameId: 1, title: '合法的标题啊', price: 100 });
    expect(mock.store.goods.all().length).toBe(goods);
    expect(mock.store.db.messages.length).toBe(messages);
  });
});

describe('routes and errors', () => {
  it('keeps an idle connection 75 s and says so, so a client reusing it never races the server closing it', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: mock.port, path: '/__mock/health', headers: { Connection: 'keep-alive' } },
        (answer) => answer.resume().on('end', () => resolve(answer))).on('error', reject);
    });
    expect(res.headers['keep-alive']).toBe('timeout=75');
  });

  it('unknown routes answer a JSON 404 naming the path, for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await mock.client.raw(method, '/web/does/not/exist');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: '接口不存在：/web/does/not/exist' });
    }
  });

  it('a thrown error becomes 500 服务器内部错误, logged, without a stack trace', async () => {
    mock.routes.router.get('/__test/boom', () => {
      throw new Error('kaboom at secret/place.ts:12');
    });
    const res = await mock.client.get('/__test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: '服务器内部错误' });
    expect(res.text).not.toContain('kaboom');
    expect(mock.logs.some((l) => l.includes('kaboom'))).toBe(true);
  });

  it('a malformed %-escape in the URL is a JSON 400', async () => {
    const res = await rawGet('/web/notice/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 400 });
  });

  it('CORS: the app origins, preflight answered with the custom headers allowed (other origins: cors.test.ts)', async () => {
    const pre = await fetch(`${mock.url}/web/good/allList`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,token,authorization,x-mock-scenario' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-mock-scenario');
    const get = await fetch(`${mock.url}/web/social/list`, { headers: { Origin: 'http://192.168.1.5:4173' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('uploads and images', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

  function upload(client: Client, data: Buffer, name = 'shot.png', field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
    form.append('note', '截图');
    return client.raw('POST', '/common/upload', { body: form });
  }

  it('stores an image and serves it back from /profile/upload', async () => {
    const res = await upload(buyer, PNG, '我的截图.png');
    expect(res.body.code).toBe(200);
    const data = res.body.data as UploadResult;
    expect(data.url).toMatch(/^\/profile\/upload\/\d{8}_[0-9a-f]{16}\.png$/);
    expect(data.fileName).toBe('我的截图.png');
    const back = await fetch(mock.url + data.url);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
    for (const [bytes, ext] of [[Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'jpg'], [Buffer.from('GIF89a....'), 'gif'], [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'webp']] as const) {
      const r = await upload(buyer, bytes, `a.${ext}`);
      expect((r.body.data as UploadResult).url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('reads a browser-style boundary with mixed case (Chrome: ----WebKitFormBoundary…)', async () => {
    const boundary = '----WebKitFormBoundaryABTIMelL7WyCIk9T';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await buyer.raw('POST', '/common/upload', { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.body.code).toBe(200);
    expect((res.body.data as UploadResult).url).toMatch(/\.png$/);
  });

  it('refuses non-images (by content, not name), empty files, missing field, big files, and guests', async () => {
    expect((await upload(buyer, Buffer.from('<svg onload=alert(1)>'), 'x.png')).body).toEqual({ code: 500, msg: '只能上传图片（png、jpg、gif、webp）' });
    expect((await upload(buyer, Buffer.alloc(0), 'x.png')).body.msg).toBe('上传的文件是空的');
    expect((await upload(buyer, PNG, 'x.png', 'image')).body.msg).toBe('请选择要上传的文件（表单字段 file）');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(buyer, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ code: 413, msg: '文件大小不能超过 5 MB' });
    expect((await upload(mock.client, PNG)).body.code).toBe(401);
    const broken = await buyer.raw('POST', '/common/upload', { body: '--x\r\nnonsense', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toContain('表单数据格式不正确');
  });

  it('never serves a file outside the uploads folder', async () => {
    for (const p of ['/profile/upload/..%2F..%2Fpackage.json', '/profile/upload/../../package.json', '/profile/upload/%2e%2e%2fdb.json', '/profile/upload/x.txt', '/profile/upload/a\\b.png']) {
      const res = await rawGet(p);
      expect([400, 404], p).toContain(res.status);
      expect(res.type, p).toContain('application/json');
      expect(res.body).not.toContain('"name"');
    }
    expect(JSON.parse((await rawGet('/profile/upload/nope.png')).body)).toEqual({ code: 404, msg: '图片不存在' });
  });

  it('generated images: SVG with a day of caching; unknown ones 404; tricks 400', async () => {
    const icon = await fetch(`${mock.url}/profile/img/game/1.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await icon.text()).toContain('<svg');
    expect((await fetch(`${mock.url}/profile/img/qr/${encodeURIComponent('QQ群：701234501')}.svg`)).status).toBe(200);
    expect((await fetch(`${mock.url}/profile/img/goods/1-1.svg`)).status).toBe(200);
    expect((await fetch(`${mock.url}/profile/img/goods/999999-1.svg`)).status).toBe(404);
    const unknown = await rawGet('/profile/img/nothing/here.svg');
    expect([unknown.status, JSON.parse(unknown.body).msg]).toEqual([404, '图片不存在']);
    for (const p of ['/profile/img/../../package.json', '/profile/img/%2e%2e/%2e%2e/package.json', '/profile/img/game/%E0%A4%A.svg']) {
      const res = await rawGet(p);
      expect([400, 404], p).toContain(res.status);
      expect(res.body).not.toContain('"version"');
    }
  });
});
