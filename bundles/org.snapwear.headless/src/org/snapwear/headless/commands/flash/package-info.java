/** Headless commands of the flash models: {@code ssd} (SSD simulator) and {@code slc} (progressive SLC pages). */
package org.snapwear.headless.commands.flash;
