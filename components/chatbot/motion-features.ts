import { domAnimation } from 'framer-motion';

/**
 * The animation engine behind the chat's `m` elements (framer-motion's domAnimation: animate,
 * exit, variants; no layout or drag). A chunk of its own, fetched by `LazyMotion` once the chat
 * window is on screen: neither first loads nor the window's own code wait for it.
 */
export default domAnimation;
