/** The renderer's routes, spelt as the product spells them (spec §2). */
export const routes = {
  home: '/',
  blog: '/blog',
  portfolio: '/portfolio',
  login: '/login',
  signup: '/singup',
  purchase: (id: string) => `/purchase/${encodeURIComponent(id)}`,
  dashboard: '/dasboard',
  myProfile: '/dasboard/myprofile',
  editProfile: '/dasboard/myprofile/eidtprofile',
  myOrders: '/dasboard/myorder',
  addReview: '/dasboard/addreview',
  payment: (id: string) => `/dasboard/payment/${encodeURIComponent(id)}`,
  manageOrders: '/dasboard/manageorder',
  addProduct: '/dasboard/addproduct',
  makeAdmin: '/dasboard/makeadmin',
  manageProducts: '/dasboard/manageproduct',
} as const;
