/**
 * Headless commands of the compression engine: {@code compress} (simulate saving a snapshot sequence with a scheme
 * and codecs) and {@code codecs} (list the registered codecs).
 */
package org.snapwear.headless.commands.codec;
