// Full-screen image viewer: swipe between images (scroll snap), double-tap or pinch to zoom, drag to pan
// while zoomed, ←/→ and Esc on a keyboard, a close button. Loaded on first use.
//
// Plain elements with static styles (ImageViewer.module.css), not Chakra components: it draws a slide per
// picture in the tap that opens it, and each Chakra element's style work (props against the theme, emotion's
// rule) was most of that tap at 4× CPU (npm run bench:interactions, goodDetail 图集; docs/decisions/0017).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { assetUrl } from '@/api/client.ts';
import type { GoodsImage } from '@/contract/types.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { CHEVRON_LEFT_PATH, CHEVRON_RIGHT_PATH, CLOSE_PATH, PlainIcon } from './icons.tsx';
import { pictureCounter } from '@/lib/pictureCounter.ts';
import { usePageScrollLock } from './overlay.ts';
import css from './ImageViewer.module.css';

interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
const MAX_SCALE = 4;
const DOUBLE_TAP_MS = 300;

/** Mounted while open; `start` is the tapped image. */
export default function ImageViewer({ images, start, onClose }: {
  images: GoodsImage[];
  start: number;
  onClose: (index: number) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ dist: number; scale: number; x: number; y: number; px: number; py: number } | null>(null);
  const lastTap = useRef(0);

  usePageScrollLock(true);
  // Open on the tapped image, focus the close button.
  useLayoutEffect(() => {
    const el = strip.current;
    if (el) el.scrollLeft = start * el.clientWidth;
    closeButton.current?.focus();
  }, [start]);

  const close = useCallback(() => onClose(index), [index, onClose]);
  const go = useCallback((i: number) => {
    const el = strip.current;
    if (!el) return;
    const next = Math.max(0, Math.min(images.length - 1, i));
    setZoom(NO_ZOOM);
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  }, [images.length]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'ArrowLeft') go(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close, go, index]);

  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== index) {
      setIndex(i);
      setZoom(NO_ZOOM);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const pts = [...pointers.current.values()];
    if (pts.length === 2) {
      gesture.current = { dist: Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y), scale: zoom.scale, x: zoom.x, y: zoom.y, px: 0, py: 0 };
    } else if (pts.length === 1 && zoom.scale > 1) {
      gesture.current = { dist: 0, scale: zoom.scale, x: zoom.x, y: zoom.y, px: e.clientX, py: e.clientY };
    }
    if (gesture.current) setDragging(true);
    if (zoom.scale > 1 || pts.length === 2) e.currentTarget.setPointerCapture(e.pointerId);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (!g) return;
    const pts = [...pointers.current.values()];
    if (pts.length === 2 && g.dist > 0) {
      const dist = Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y);
      const scale = Math.min(MAX_SCALE, Math.max(1, (g.scale * dist) / g.dist));
      setZoom(scale === 1 ? NO_ZOOM : { scale, x: g.x, y: g.y });
    } else if (pts.length === 1 && g.dist === 0) {
      setZoom({ scale: g.scale, x: g.x + (e.clientX - g.px), y: g.y + (e.clientY - g.py) });
    }
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(e.pointerId);
    if (pointers.current.size === 0) {
      gesture.current = null;
      setDragging(false);
    }
    if (!wasSingle) return;
    const now = Date.now();
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      if (zoom.scale > 1) setZoom(NO_ZOOM);
      else {
        // Zoom in around the tapped point.
        const rect = e.currentTarget.getBoundingClientRect();
        const dx = e.clientX - (rect.left + rect.width / 2);
        const dy = e.clientY - (rect.top + rect.height / 2);
        setZoom({ scale: 2.5, x: -dx * 1.5, y: -dy * 1.5 });
      }
    } else lastTap.current = now;
  };

  const zoomed = zoom.scale > 1;
  const viewerClass = [css.viewer, zoomed && css.zoomed, dragging && css.dragging].filter(Boolean).join(' ');

  return createPortal(
    <div className={viewerClass} role="dialog" aria-modal="true" aria-label="图片预览" data-testid="image-viewer">
      <div ref={strip} className={css.strip} onScroll={onScroll}>
        {images.map((img, i) => {
          const current = i === index;
          return (
            <div key={`${img.url}-${i}`} className={css.slide}
              onPointerDown={current ? onPointerDown : undefined} onPointerMove={current ? onPointerMove : undefined}
              onPointerUp={current ? onPointerUp : undefined} onPointerCancel={current ? onPointerUp : undefined}
              onDoubleClick={(e) => e.preventDefault()}>
              <img src={assetUrl(img.url)} alt={img.name || `截图 ${i + 1}`} draggable={false}
                loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
                style={current ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` } : undefined} />
            </div>
          );
        })}
      </div>
      <div className={css.top}>
        <span className={css.counter} data-testid="viewer-counter">{pictureCounter(images, index)}</span>
        <button ref={closeButton} type="button" className={css.button} aria-label={zhCN.common.close} onClick={close}>
          <PlainIcon path={CLOSE_PATH} />
        </button>
      </div>
      {images.length > 1 && (
        <>
          <button type="button" className={`${css.button} ${css.step} ${css.previous}`} aria-label="上一张" disabled={index === 0}
            onClick={() => go(index - 1)}>
            <PlainIcon path={CHEVRON_LEFT_PATH} />
          </button>
          <button type="button" className={`${css.button} ${css.step} ${css.next}`} aria-label="下一张"
            disabled={index === images.length - 1} onClick={() => go(index + 1)}>
            <PlainIcon path={CHEVRON_RIGHT_PATH} />
          </button>
        </>
      )}
      <p className={css.hint}>{zoomed ? '拖动查看细节，双击还原' : '左右滑动切换，双击或双指放大'}</p>
    </div>,
    document.body,
  );
}
