/**
 * Whole training checkpoints: a file or a directory ({@code checkpoint-500/}, {@code global_step500/}) described
 * as a tree of files, each with the regions of its tensor payloads located by the format readers; the tensors of
 * all files as one memory-mapped snapshot named {@code FILE::path}; tensor roles (parameter, optimizer moment,
 * master copy, buffer, other); and the stamps that detect a checkpoint changing while it is read.
 */
package org.snapwear.trace.checkpoint;
