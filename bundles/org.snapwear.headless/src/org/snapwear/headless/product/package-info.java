/**
 * A product directory as plain jars: {@link org.snapwear.headless.product.ProductClassPath} computes the flat class
 * path of the headless commands from the bundles in {@code plugins} and {@code dropins} (the launcher runs it once
 * per product and caches the result); {@link org.snapwear.headless.product.BundleEntry} reads one bundle's
 * manifest. Uses only the JDK, so it runs from the headless jar alone.
 */
package org.snapwear.headless.product;
