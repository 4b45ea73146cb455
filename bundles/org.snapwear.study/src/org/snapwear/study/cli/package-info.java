/**
 * What the command lines share, the headless commands ({@code snapwear}) and the Spark job ({@code snapwear-spark}):
 * plain picocli, no OSGi, so the job jar and the product use the same declarations. {@code SchemeOptionsMixin} is
 * the one declaration of the scheme options ({@code --codec}, {@code --baseline}, {@code --mode},
 * {@code --snap-dis}, {@code --unit}, {@code --threads}, {@code --chunk-bytes}: names, labels, help texts, ranges)
 * and hands what was given to the one scheme parser, {@code SchemeSpec.parse}; {@code SchemeForm} is what one
 * command takes of them (which options, which are required, its defaults).
 */
package org.snapwear.study.cli;
