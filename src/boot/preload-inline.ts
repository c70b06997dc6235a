/**
 * The entry build/plugins.ts compiles into index.html's inline script: the build's plan is
 * substituted for __EGG_BOOT_PLAN__ (a define), so the script carries its data and needs no fetch.
 */
import { preload, type BootPlan } from './preload';

declare const __EGG_BOOT_PLAN__: BootPlan;

preload(__EGG_BOOT_PLAN__);
