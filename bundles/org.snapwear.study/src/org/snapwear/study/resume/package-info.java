/**
 * The resume check: how training continues from a checkpoint that went through a transform (a copy, a loss
 * profile) compared with the exact checkpoint, against the seed-noise band of the exact arm (ExCP, Li et al.,
 * ICML 2024, restarts training from reconstructed checkpoints the same way; docs/papers.md). Runs a training
 * command per arm and seed, reads the JSON-lines loss file each run writes ({@link LossFile}), and computes the
 * difference per step, where it leaves the band, the final difference and the extra steps. Headless and the
 * workbench show the same {@link ResumeCheckResult}.
 */
package org.snapwear.study.resume;
