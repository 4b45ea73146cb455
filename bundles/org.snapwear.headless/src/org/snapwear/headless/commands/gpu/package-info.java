/** Headless commands of the GPU memory models: {@code buddy} (Buddy Compression) and {@code pccr} (time model). */
package org.snapwear.headless.commands.gpu;
