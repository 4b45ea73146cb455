/** Tests of memory-image construction from checkpoints and raw dumps. */
package org.snapwear.gpu.tests.image;
