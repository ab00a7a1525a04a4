// A mainland China mobile number as the platform takes it (登录, 注册, contacts on every form): 11 digits from 13–19.
// One pattern for the app's forms and the mock's checks.
export const CN_MOBILE = /^1[3-9]\d{9}$/;
