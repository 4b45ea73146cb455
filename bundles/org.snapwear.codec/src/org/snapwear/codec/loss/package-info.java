/**
 * Bounded loss as pure types: loss profiles ({@link org.snapwear.codec.loss.LossProfile}, the built-ins of
 * {@link org.snapwear.codec.loss.LossProfiles}, user profiles read by {@link org.snapwear.codec.loss.LossProfileFile}),
 * the one rule set that keeps tensors exact whatever the profile ({@link org.snapwear.codec.loss.LossRules},
 * {@link org.snapwear.codec.loss.ExactGlobs}), and the independent check of a decoded tensor against its original
 * under a {@link org.snapwear.codec.spi.LossBound} ({@link org.snapwear.codec.loss.BoundCheck}). Depends on
 * {@code lossy} (the codec ids and their options), {@code spi} and {@code trace}.
 */
package org.snapwear.codec.loss;
