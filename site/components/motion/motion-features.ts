import { domAnimation } from 'motion/react';

/** motion's animation features, fetched apart from the page (see lazy-motion.tsx). */
export default domAnimation;
