/**
 * The replayable block-state log: per simulator event the blocks that changed, with periodic full checkpoints,
 * so that the workbench can rebuild the state of every block at any step quickly.
 */
package org.snapwear.flash.log;
