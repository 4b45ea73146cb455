/** Tests of the SSD block-state model: runs, incremental colours, page maps, against fresh simulations. */
package org.snapwear.study.tests.blocks;
