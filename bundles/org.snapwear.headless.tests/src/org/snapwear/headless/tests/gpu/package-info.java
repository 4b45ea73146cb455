/** Tests of the {@code buddy} and {@code pccr} commands: JSON output checked against the gpu engine API. */
package org.snapwear.headless.tests.gpu;
