/**
 * The headless commands' fast entry point: {@link org.snapwear.headless.launch.FlatMain} runs the command tree on
 * a flat class path made of the product's bundle jars ({@link org.snapwear.headless.product.ProductClassPath}),
 * without the OSGi framework or a configuration area.
 */
package org.snapwear.headless.launch;
