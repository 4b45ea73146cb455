/**
 * {@code snapwear demo}: the main job on the embedded default data set.
 */
package org.snapwear.headless.commands.demo;
