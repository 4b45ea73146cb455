/** Tests of the {@code compress} and {@code codecs} commands against the codec engine's own API. */
package org.snapwear.headless.tests.codec;
