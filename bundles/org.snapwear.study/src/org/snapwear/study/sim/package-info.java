/**
 * Compositions of several engines that batch runs and the workbench share, e.g. turning the codec engine's
 * scheme accounting into the file operations the SSD simulator replays. Non-UI, so the workbench and headless
 * commands call the same code.
 */
package org.snapwear.study.sim;
