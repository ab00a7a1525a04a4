// Every generic label of the app, in Simplified Chinese (spec §1: dialogs, states, pagination, dates).
// Screens keep their own domain copy inline; anything reusable across screens belongs here.
// Chakra / Ark components ship some English defaults (CloseButton's aria-label "Close", the toast group's
// "Notifications", pagination's "page N", carousel's "Next slide"): pass the labels below wherever those
// components are used (src/components wraps the common ones so screens need not remember).

export const zhCN = {
  appName: '游戏账号交易平台',

  common: {
    confirm: '确认',
    cancel: '取消',
    close: '关闭',
    ok: '知道了',
    back: '返回',
    backHome: '返回首页',
    backPrev: '返回上一页',
    retry: '重试',
    loading: '加载中',
    empty: '暂无数据',
    invalidInput: '输入无效',
    required: '此项为必填',
    submit: '提交',
    save: '保存',
    copy: '复制',
    copied: '已复制',
    more: '更多',
    search: '搜索',
    reset: '重置',
    notifications: '通知',
    loadMore: '加载更多',
    noMore: '没有更多了',
  },

  pagination: {
    label: '分页',
    prev: '上一页',
    next: '下一页',
    first: '第一页',
    last: '最后一页',
    page: (n: number) => `第 ${n} 页`,
    total: (n: number) => `共 ${n} 条`,
  },

  date: {
    /** formatDate patterns (tokens YYYY MM M DD D HH mm ss — lib/format.ts). */
    formats: {
      date: 'YYYY-MM-DD',
      dateTime: 'YYYY-MM-DD HH:mm',
      dateTimeSeconds: 'YYYY-MM-DD HH:mm:ss',
      time: 'HH:mm',
      monthDay: 'MM-DD',
      chineseDate: 'YYYY年M月D日',
    },
    weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    weekdaysShort: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    today: '今天',
    yesterday: '昨天',
    justNow: '刚刚',
    minutesAgo: (n: number) => `${n}分钟前`,
    hoursAgo: (n: number) => `${n}小时前`,
    daysAgo: (n: number) => `${n}天前`,
    startDate: '开始日期',
    endDate: '结束日期',
    to: '至',
  },

  errors: {
    sessionExpiredTitle: '提示',
    sessionExpired: '登录超时，请重新登录',
    timeout: '请求超时，请稍后重试',
    network: '网络异常，请检查网络连接',
    canceled: '请求已取消',
    http: (status: number) => `请求失败（${status}）`,
    unknown: '系统开小差了，请稍后重试',
    loadFailed: '加载失败',
    contract: '数据格式有误，请稍后再试',
  },

  states: {
    notFound: '页面不存在',
    notFoundHint: '您访问的页面不存在或已被移除。',
    routeError: '页面出错了',
  },

  tabs: {
    home: '首页',
    buy: '买号',
    sell: '卖号',
    messages: '消息',
    mine: '我的',
  },

  auth: {
    login: '登录',
    register: '注册',
    logout: '退出登录',
    loginFirst: '请先登录',
    kefu: '客服',
  },
} as const;

export type Locale = typeof zhCN;
