/**
 * Headless entry: the Eclipse application that runs {@code snapwear} subcommands for batch runs and CI.
 */
package org.snapwear.headless;
