// The floor: the bare stack (React, the router, valtio, Chakra's base system) showing each landing page's LCP
// picture from the mock's API (home: the first banner; goodList: the first card's cover; goodDetail: the first
// picture), in one file: what no app of this stack can beat. `npm run bench:lighthouse -- --nginx --floor` builds it
// (scripts/lighthouse.mjs) and measures it beside the app, page by page, in the same runs: a target is judged
// against the floor of the same hour, since the machine's speed moves every figure. Not part of the app's build.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { Box, ChakraProvider, Grid, Heading, createSystem, defaultBaseConfig } from '@chakra-ui/react';

const system = createSystem(defaultBaseConfig);
const state = proxy<{ img: string | null; alt: string }>({ img: null, alt: '' });
const api = '/prod-api';
const path = location.pathname;
const json = (r: Response) => r.json();
if (path.startsWith('/index/goodList')) {
  void fetch(`${api}/web/good/allList`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 10 }) }).then(json)
    .then((j) => { state.img = j.rows[0].titleImg; state.alt = j.rows[0].title; });
} else if (path.startsWith('/index/goodDetail')) {
  void fetch(`${api}/web/good/info/${new URLSearchParams(location.search).get('id')}`).then(json)
    .then((j) => { const g = j.data; state.img = g.urlArr?.[0]?.url ?? g.titleImg; state.alt = '封面'; });
} else {
  void fetch(`${api}/account/zhubo/list?type=2`).then(json).then((j) => { state.img = j.rows[0].img; state.alt = j.rows[0].name; });
}

function Picture() {
  const { img, alt } = useSnapshot(state);
  return img ? <img src={`${api}${img}`} alt={alt} fetchPriority="high"
    style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} /> : null;
}

function Page() {
  return (
    <Box maxW="540px" mx="auto" minH="100vh" bg="gray.100">
      <Box as="header" h="46px" bg="white" display="flex" alignItems="center" justifyContent="center">
        <Heading as="h1" fontSize="md">首页</Heading>
      </Box>
      {path.startsWith('/index/goodList') ? (
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2" px="2" pt="10">
          <Box aspectRatio={16 / 9} bg="gray.200"><Picture /></Box>
        </Grid>
      ) : path.startsWith('/index/goodDetail') ? (
        <Box aspectRatio={16 / 9} bg="gray.900"><Picture /></Box>
      ) : (
        <Box mx="3" mt="3" borderRadius="xl" overflow="hidden" aspectRatio={750 / 300} bg="gray.100"><Picture /></Box>
      )}
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={system}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </BrowserRouter>
  </ChakraProvider>,
);
