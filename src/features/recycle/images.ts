// The picture-list readers now live in lib/imageList.ts (the sell form's 估价 prefill reads the same `img`).
export { firstImage, imageUrls, toImgJson } from '@/lib/imageList.ts';
