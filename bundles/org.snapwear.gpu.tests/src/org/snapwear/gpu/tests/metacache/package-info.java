/** Tests of the metadata cache model against hand-computed hit sequences. */
package org.snapwear.gpu.tests.metacache;
