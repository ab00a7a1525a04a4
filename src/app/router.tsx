// Every route of the seed spec (§2), exactly as named (case matters), each screen loaded lazily from its own
// file under src/screens/<domain>/<Name>.tsx (filed by domain, not by URL: the URLs are here). Each route's
// handle (routeHandle.ts) gives its Chinese title, whether it shows the tab bar and whether it needs sign-in.
//
// To build a screen: replace its placeholder file (keep the default export). To add a route: add its path
// builder to paths.ts, a line below, and a screen file.
import type { ComponentType } from 'react';
import { paths } from '@/config/paths.ts';
import type { RouteHandle } from './routeHandle.ts';
import { lazyScreen, redirectRoute, RequireAuth, type AppRoute } from './routing.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import BareLayout from './layouts/BareLayout.tsx';
import MainLayout from './layouts/MainLayout.tsx';
import OtherLayout from './layouts/OtherLayout.tsx';

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * A lazily loaded screen at `path` with its handle; `auth: true` adds the sign-in guard. `props` are fixed
 * props the route gives its screen (MyProducts / mySaleOrder share one screen).
 */
function screen<P extends object>(path: string, handle: RouteHandle, load: () => Promise<ScreenModule<P>>, props?: P): AppRoute {
  const Screen = lazyScreen(load);
  const element = <Screen {...(props as P)} />;
  return {
    path,
    // The spec's names are exact: /index/other/mybrowsing is not /index/other/Mybrowsing.
    caseSensitive: true,
    handle,
    element: handle.auth ? <RequireAuth>{element}</RequireAuth> : element,
    preload: Screen.preload,
  };
}

const tab = { tabBar: true } as const;
const auth = { auth: true } as const;

/** /index children (spec order). */
const indexRoutes: AppRoute[] = [
  redirectRoute(paths.home),
  screen('goZFB', { title: '支付宝支付', ...auth }, () => import('@/screens/order/GoZFB.tsx')),
  // 支付测试 drives the mock's control API: not in production builds (the route, its screen and the helpers are
  // left out, so /index/pay renders the 404 there); development, test and demo builds keep it.
  ...(import.meta.env.MODE !== 'production' ? [screen('pay', { title: '支付测试', ...auth }, () => import('@/screens/order/Pay.tsx'))] : []),
  screen('sureOrder', { title: '确认订单', ...auth }, () => import('@/screens/order/SureOrder.tsx')),
  screen('home', { title: '首页', ...tab, tab: 'home', back: false }, () => import('@/screens/home/Home.tsx')),
  screen('finish', { title: '成交记录' }, () => import('@/screens/goods/Finish.tsx')),
  screen('accountOrder', { title: '选择游戏' }, () => import('@/screens/game/AccountOrder.tsx')),
  screen('goodList', { title: '商品列表', ...tab, tab: 'buy' }, () => import('@/screens/goods/GoodList.tsx')),
  screen('goodDetail', { title: '商品详情' }, () => import('@/screens/goods/GoodDetail.tsx')),
  screen('orderDetail', { title: '订单详情', ...auth }, () => import('@/screens/order/OrderDetail.tsx')),
  screen('appDownload', { title: '下载APP' }, () => import('@/screens/content/AppDownload.tsx')),
  screen('sale', { title: '我的代售', ...auth }, () => import('@/screens/listing/Sale.tsx')),
  screen('sell', { title: '我要卖号', ...tab, tab: 'sell' }, () => import('@/screens/sell/Sell.tsx')),
  screen('BasicInformation', { title: '填写基本信息', ...auth }, () => import('@/screens/sell/BasicInformation.tsx')),
  screen('fillInformation', { title: '填写商品信息', ...auth }, () => import('@/screens/sell/FillInformation.tsx')),
  screen('hire', { title: '租号' }, () => import('@/screens/goods/Hire.tsx')),
  screen('commit', { title: '提交成功', ...auth }, () => import('@/screens/sell/Commit.tsx')),
  screen('jingjiahuishou', { title: '竞价回收', ...auth }, () => import('@/screens/recycle/Jingjiahuishou.tsx')),
  screen('security', { title: '安全中心' }, () => import('@/screens/account/Security.tsx')),
  screen('articleDetail', { title: '文章详情' }, () => import('@/screens/content/ArticleDetail.tsx')),
];

/** /index/other children (spec order). */
const otherRoutes: AppRoute[] = [
  redirectRoute(paths.gonggao()),
  screen('blackSearch', { title: '黑号查询' }, () => import('@/screens/service/BlackSearch.tsx')),
  screen('accountPreview', { title: '商品预览', ...auth }, () => import('@/screens/listing/AccountPreview.tsx')),
  screen('mycenter', { title: '个人资料', ...auth }, () => import('@/screens/account/Mycenter.tsx')),
  // Reachable signed out: it is also the 忘记密码 page (SMS code + new password).
  screen('passwore', { title: '修改密码' }, () => import('@/screens/account/Passwore.tsx')),
  screen('xiaoxi', { title: '消息中心', ...tab, tab: 'messages', ...auth }, () => import('@/screens/message/Xiaoxi.tsx')),
  screen('cooperate', { title: '商务合作' }, () => import('@/screens/content/Cooperate.tsx')),
  // Open signed out too: a visitor's 我的 offers 帮助中心 / 联系客服 / 关于我们 and a sign-in call (the screen decides).
  screen('geren', { title: '个人中心', ...tab, tab: 'mine' }, () => import('@/screens/account/Geren.tsx')),
  screen('gonggao', { title: '公告中心' }, () => import('@/screens/content/Gonggao.tsx')),
  screen('bangzhu', { title: '帮助中心' }, () => import('@/screens/content/Bangzhu.tsx')),
  screen('contactkefu', { title: '联系客服' }, () => import('@/screens/service/Contactkefu.tsx')),
  screen('newsDetail', { title: '公告详情' }, () => import('@/screens/content/NewsDetail.tsx')),
  screen('collect', { title: '我的收藏', ...auth }, () => import('@/screens/goods/Collect.tsx')),
  screen('jieshao', { title: '平台介绍' }, () => import('@/screens/content/Jieshao.tsx')),
  screen('fankui', { title: '意见反馈', ...auth }, () => import('@/screens/feedback/Fankui.tsx')),
  screen('myJingjiahuishou', { title: '竞价中心', ...auth }, () => import('@/screens/recycle/MyJingjiahuishou.tsx')),
  screen('jingjiahuishouPriceList', { title: '报价列表', ...auth }, () => import('@/screens/recycle/JingjiahuishouPriceList.tsx')),
  // One screen, two routes: my purchases (buy) and my sales (sale).
  screen('MyProducts', { title: '我的买单', ...auth }, () => import('@/screens/order/MyProducts.tsx'), { dataType: 'buy' }),
  screen('mySaleOrder', { title: '我的卖单', ...auth }, () => import('@/screens/order/MyProducts.tsx'), { dataType: 'sale' }),
  screen('Myevaluation', { title: '我的评估', ...auth }, () => import('@/screens/recycle/Myevaluation.tsx')),
  screen('Mybrowsing', { title: '浏览记录', ...auth }, () => import('@/screens/goods/Mybrowsing.tsx')),
  screen('Realname', { title: '实名认证', ...auth }, () => import('@/screens/account/Realname.tsx')),
  screen('helpdetail', { title: '帮助详情' }, () => import('@/screens/content/Helpdetail.tsx')),
  screen('suggest', { title: '投诉建议', ...auth }, () => import('@/screens/feedback/Suggest.tsx')),
  screen('ProblemList', { title: '我的反馈', ...auth }, () => import('@/screens/feedback/ProblemList.tsx')),
  screen('shanghu', { title: '商户入驻', ...auth }, () => import('@/screens/merchant/Shanghu.tsx')),
  screen('xinwen', { title: '新闻资讯' }, () => import('@/screens/content/Xinwen.tsx')),
  screen('zhaohui', { title: '追回案例' }, () => import('@/screens/content/Zhaohui.tsx')),
  screen('zhaomu', { title: '招募中心' }, () => import('@/screens/content/Zhaomu.tsx')),
];

const notFoundHandle: RouteHandle = { title: '页面不存在' };
const NotFound = lazyScreen(() => import('@/screens/NotFound.tsx'));
const notFound = { handle: notFoundHandle, element: <NotFound />, preload: NotFound.preload };

export const routes: AppRoute[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      redirectRoute(paths.home),
      {
        // Outside the main layout: same column and top bar, never a tab bar.
        element: <BareLayout />,
        children: [
          {
            path: 'pages',
            caseSensitive: true,
            children: [
              // /pages alone is not a page.
              { index: true, ...notFound },
              screen('detail/index', { title: '商品详情' }, () => import('@/screens/goods/PagesDetail.tsx')),
            ],
          },
          screen('login', { title: '登录' }, () => import('@/screens/auth/Login.tsx')),
          screen('register', { title: '注册' }, () => import('@/screens/auth/Register.tsx')),
          screen('yinsi', { title: '隐私政策' }, () => import('@/screens/content/Yinsi.tsx')),
          // Any unknown path, including under /index and /index/other.
          { path: '*', ...notFound },
        ],
      },
      {
        path: 'index',
        caseSensitive: true,
        element: <MainLayout />,
        children: [
          ...indexRoutes,
          { path: 'other', caseSensitive: true, element: <OtherLayout />, children: otherRoutes },
        ],
      },
    ],
  },
];
