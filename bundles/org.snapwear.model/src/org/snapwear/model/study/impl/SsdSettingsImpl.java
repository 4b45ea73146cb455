/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.snapwear.model.study.GcPolicy;
import org.snapwear.model.study.HostTiming;
import org.snapwear.model.study.OverProvisioningConvention;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.model.study.WarmupLayout;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Ssd Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getChannels <em>Channels</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getChipsPerChannel <em>Chips Per Channel</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getBlocksPerChip <em>Blocks Per Chip</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getPagesPerBlock <em>Pages Per Block</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getPageBytes <em>Page Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getByteTransferMs <em>Byte Transfer Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getPageReadMs <em>Page Read Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getPageWriteMs <em>Page Write Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getBlockEraseMs <em>Block Erase Ms</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getOverProvisioning <em>Over Provisioning</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getOpConvention <em>Op Convention</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getGcThreshold <em>Gc Threshold</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getGcPolicy <em>Gc Policy</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getDChoices <em>DChoices</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getWearLevelThreshold <em>Wear Level Threshold</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getHostTiming <em>Host Timing</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getSeed <em>Seed</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getWarmupValid <em>Warmup Valid</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getWarmupInvalid <em>Warmup Invalid</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getWarmupFree <em>Warmup Free</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SsdSettingsImpl#getWarmupLayout <em>Warmup Layout</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SsdSettingsImpl extends MinimalEObjectImpl.Container implements SsdSettings {
	/**
	 * The default value of the '{@link #getChannels() <em>Channels</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChannels()
	 * @generated
	 * @ordered
	 */
	protected static final int CHANNELS_EDEFAULT = 8;

	/**
	 * The cached value of the '{@link #getChannels() <em>Channels</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChannels()
	 * @generated
	 * @ordered
	 */
	protected int channels = CHANNELS_EDEFAULT;

	/**
	 * The default value of the '{@link #getChipsPerChannel() <em>Chips Per Channel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChipsPerChannel()
	 * @generated
	 * @ordered
	 */
	protected static final int CHIPS_PER_CHANNEL_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getChipsPerChannel() <em>Chips Per Channel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChipsPerChannel()
	 * @generated
	 * @ordered
	 */
	protected int chipsPerChannel = CHIPS_PER_CHANNEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getBlocksPerChip() <em>Blocks Per Chip</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlocksPerChip()
	 * @generated
	 * @ordered
	 */
	protected static final int BLOCKS_PER_CHIP_EDEFAULT = 16384;

	/**
	 * The cached value of the '{@link #getBlocksPerChip() <em>Blocks Per Chip</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlocksPerChip()
	 * @generated
	 * @ordered
	 */
	protected int blocksPerChip = BLOCKS_PER_CHIP_EDEFAULT;

	/**
	 * The default value of the '{@link #getPagesPerBlock() <em>Pages Per Block</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPagesPerBlock()
	 * @generated
	 * @ordered
	 */
	protected static final int PAGES_PER_BLOCK_EDEFAULT = 64;

	/**
	 * The cached value of the '{@link #getPagesPerBlock() <em>Pages Per Block</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPagesPerBlock()
	 * @generated
	 * @ordered
	 */
	protected int pagesPerBlock = PAGES_PER_BLOCK_EDEFAULT;

	/**
	 * The default value of the '{@link #getPageBytes() <em>Page Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int PAGE_BYTES_EDEFAULT = 4096;

	/**
	 * The cached value of the '{@link #getPageBytes() <em>Page Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageBytes()
	 * @generated
	 * @ordered
	 */
	protected int pageBytes = PAGE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getByteTransferMs() <em>Byte Transfer Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getByteTransferMs()
	 * @generated
	 * @ordered
	 */
	protected static final double BYTE_TRANSFER_MS_EDEFAULT = 2.5E-5;

	/**
	 * The cached value of the '{@link #getByteTransferMs() <em>Byte Transfer Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getByteTransferMs()
	 * @generated
	 * @ordered
	 */
	protected double byteTransferMs = BYTE_TRANSFER_MS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPageReadMs() <em>Page Read Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageReadMs()
	 * @generated
	 * @ordered
	 */
	protected static final double PAGE_READ_MS_EDEFAULT = 0.025;

	/**
	 * The cached value of the '{@link #getPageReadMs() <em>Page Read Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageReadMs()
	 * @generated
	 * @ordered
	 */
	protected double pageReadMs = PAGE_READ_MS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPageWriteMs() <em>Page Write Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageWriteMs()
	 * @generated
	 * @ordered
	 */
	protected static final double PAGE_WRITE_MS_EDEFAULT = 0.2;

	/**
	 * The cached value of the '{@link #getPageWriteMs() <em>Page Write Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageWriteMs()
	 * @generated
	 * @ordered
	 */
	protected double pageWriteMs = PAGE_WRITE_MS_EDEFAULT;

	/**
	 * The default value of the '{@link #getBlockEraseMs() <em>Block Erase Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockEraseMs()
	 * @generated
	 * @ordered
	 */
	protected static final double BLOCK_ERASE_MS_EDEFAULT = 1.5;

	/**
	 * The cached value of the '{@link #getBlockEraseMs() <em>Block Erase Ms</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockEraseMs()
	 * @generated
	 * @ordered
	 */
	protected double blockEraseMs = BLOCK_ERASE_MS_EDEFAULT;

	/**
	 * The default value of the '{@link #getOverProvisioning() <em>Over Provisioning</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverProvisioning()
	 * @generated
	 * @ordered
	 */
	protected static final double OVER_PROVISIONING_EDEFAULT = 0.15;

	/**
	 * The cached value of the '{@link #getOverProvisioning() <em>Over Provisioning</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverProvisioning()
	 * @generated
	 * @ordered
	 */
	protected double overProvisioning = OVER_PROVISIONING_EDEFAULT;

	/**
	 * The default value of the '{@link #getOpConvention() <em>Op Convention</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpConvention()
	 * @generated
	 * @ordered
	 */
	protected static final OverProvisioningConvention OP_CONVENTION_EDEFAULT = OverProvisioningConvention.SPARE_OVER_USER;

	/**
	 * The cached value of the '{@link #getOpConvention() <em>Op Convention</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpConvention()
	 * @generated
	 * @ordered
	 */
	protected OverProvisioningConvention opConvention = OP_CONVENTION_EDEFAULT;

	/**
	 * The default value of the '{@link #getGcThreshold() <em>Gc Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGcThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final double GC_THRESHOLD_EDEFAULT = 0.05;

	/**
	 * The cached value of the '{@link #getGcThreshold() <em>Gc Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGcThreshold()
	 * @generated
	 * @ordered
	 */
	protected double gcThreshold = GC_THRESHOLD_EDEFAULT;

	/**
	 * The default value of the '{@link #getGcPolicy() <em>Gc Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGcPolicy()
	 * @generated
	 * @ordered
	 */
	protected static final GcPolicy GC_POLICY_EDEFAULT = GcPolicy.GREEDY;

	/**
	 * The cached value of the '{@link #getGcPolicy() <em>Gc Policy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGcPolicy()
	 * @generated
	 * @ordered
	 */
	protected GcPolicy gcPolicy = GC_POLICY_EDEFAULT;

	/**
	 * The default value of the '{@link #getDChoices() <em>DChoices</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDChoices()
	 * @generated
	 * @ordered
	 */
	protected static final int DCHOICES_EDEFAULT = 2;

	/**
	 * The cached value of the '{@link #getDChoices() <em>DChoices</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDChoices()
	 * @generated
	 * @ordered
	 */
	protected int dChoices = DCHOICES_EDEFAULT;

	/**
	 * The default value of the '{@link #getWearLevelThreshold() <em>Wear Level Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWearLevelThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final int WEAR_LEVEL_THRESHOLD_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getWearLevelThreshold() <em>Wear Level Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWearLevelThreshold()
	 * @generated
	 * @ordered
	 */
	protected int wearLevelThreshold = WEAR_LEVEL_THRESHOLD_EDEFAULT;

	/**
	 * The default value of the '{@link #getHostTiming() <em>Host Timing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHostTiming()
	 * @generated
	 * @ordered
	 */
	protected static final HostTiming HOST_TIMING_EDEFAULT = HostTiming.PER_CHANNEL;

	/**
	 * The cached value of the '{@link #getHostTiming() <em>Host Timing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHostTiming()
	 * @generated
	 * @ordered
	 */
	protected HostTiming hostTiming = HOST_TIMING_EDEFAULT;

	/**
	 * The default value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected static final long SEED_EDEFAULT = 1L;

	/**
	 * The cached value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected long seed = SEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getWarmupValid() <em>Warmup Valid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupValid()
	 * @generated
	 * @ordered
	 */
	protected static final double WARMUP_VALID_EDEFAULT = 0.85015869140625;

	/**
	 * The cached value of the '{@link #getWarmupValid() <em>Warmup Valid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupValid()
	 * @generated
	 * @ordered
	 */
	protected double warmupValid = WARMUP_VALID_EDEFAULT;

	/**
	 * The default value of the '{@link #getWarmupInvalid() <em>Warmup Invalid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupInvalid()
	 * @generated
	 * @ordered
	 */
	protected static final double WARMUP_INVALID_EDEFAULT = 0.09954833984375;

	/**
	 * The cached value of the '{@link #getWarmupInvalid() <em>Warmup Invalid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupInvalid()
	 * @generated
	 * @ordered
	 */
	protected double warmupInvalid = WARMUP_INVALID_EDEFAULT;

	/**
	 * The default value of the '{@link #getWarmupFree() <em>Warmup Free</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupFree()
	 * @generated
	 * @ordered
	 */
	protected static final double WARMUP_FREE_EDEFAULT = 0.05029296875;

	/**
	 * The cached value of the '{@link #getWarmupFree() <em>Warmup Free</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupFree()
	 * @generated
	 * @ordered
	 */
	protected double warmupFree = WARMUP_FREE_EDEFAULT;

	/**
	 * The default value of the '{@link #getWarmupLayout() <em>Warmup Layout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupLayout()
	 * @generated
	 * @ordered
	 */
	protected static final WarmupLayout WARMUP_LAYOUT_EDEFAULT = WarmupLayout.SEGREGATED;

	/**
	 * The cached value of the '{@link #getWarmupLayout() <em>Warmup Layout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarmupLayout()
	 * @generated
	 * @ordered
	 */
	protected WarmupLayout warmupLayout = WARMUP_LAYOUT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SsdSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.SSD_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getChannels() {
		return channels;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setChannels(int newChannels) {
		int oldChannels = channels;
		channels = newChannels;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__CHANNELS, oldChannels, channels));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getChipsPerChannel() {
		return chipsPerChannel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setChipsPerChannel(int newChipsPerChannel) {
		int oldChipsPerChannel = chipsPerChannel;
		chipsPerChannel = newChipsPerChannel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__CHIPS_PER_CHANNEL, oldChipsPerChannel, chipsPerChannel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getBlocksPerChip() {
		return blocksPerChip;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlocksPerChip(int newBlocksPerChip) {
		int oldBlocksPerChip = blocksPerChip;
		blocksPerChip = newBlocksPerChip;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__BLOCKS_PER_CHIP, oldBlocksPerChip, blocksPerChip));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPagesPerBlock() {
		return pagesPerBlock;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPagesPerBlock(int newPagesPerBlock) {
		int oldPagesPerBlock = pagesPerBlock;
		pagesPerBlock = newPagesPerBlock;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__PAGES_PER_BLOCK, oldPagesPerBlock, pagesPerBlock));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPageBytes() {
		return pageBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPageBytes(int newPageBytes) {
		int oldPageBytes = pageBytes;
		pageBytes = newPageBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__PAGE_BYTES, oldPageBytes, pageBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getByteTransferMs() {
		return byteTransferMs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setByteTransferMs(double newByteTransferMs) {
		double oldByteTransferMs = byteTransferMs;
		byteTransferMs = newByteTransferMs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__BYTE_TRANSFER_MS, oldByteTransferMs, byteTransferMs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPageReadMs() {
		return pageReadMs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPageReadMs(double newPageReadMs) {
		double oldPageReadMs = pageReadMs;
		pageReadMs = newPageReadMs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__PAGE_READ_MS, oldPageReadMs, pageReadMs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPageWriteMs() {
		return pageWriteMs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPageWriteMs(double newPageWriteMs) {
		double oldPageWriteMs = pageWriteMs;
		pageWriteMs = newPageWriteMs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__PAGE_WRITE_MS, oldPageWriteMs, pageWriteMs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBlockEraseMs() {
		return blockEraseMs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlockEraseMs(double newBlockEraseMs) {
		double oldBlockEraseMs = blockEraseMs;
		blockEraseMs = newBlockEraseMs;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__BLOCK_ERASE_MS, oldBlockEraseMs, blockEraseMs));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getOverProvisioning() {
		return overProvisioning;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOverProvisioning(double newOverProvisioning) {
		double oldOverProvisioning = overProvisioning;
		overProvisioning = newOverProvisioning;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__OVER_PROVISIONING, oldOverProvisioning, overProvisioning));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public OverProvisioningConvention getOpConvention() {
		return opConvention;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOpConvention(OverProvisioningConvention newOpConvention) {
		OverProvisioningConvention oldOpConvention = opConvention;
		opConvention = newOpConvention == null ? OP_CONVENTION_EDEFAULT : newOpConvention;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__OP_CONVENTION, oldOpConvention, opConvention));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getGcThreshold() {
		return gcThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGcThreshold(double newGcThreshold) {
		double oldGcThreshold = gcThreshold;
		gcThreshold = newGcThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__GC_THRESHOLD, oldGcThreshold, gcThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GcPolicy getGcPolicy() {
		return gcPolicy;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGcPolicy(GcPolicy newGcPolicy) {
		GcPolicy oldGcPolicy = gcPolicy;
		gcPolicy = newGcPolicy == null ? GC_POLICY_EDEFAULT : newGcPolicy;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__GC_POLICY, oldGcPolicy, gcPolicy));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDChoices() {
		return dChoices;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDChoices(int newDChoices) {
		int oldDChoices = dChoices;
		dChoices = newDChoices;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__DCHOICES, oldDChoices, dChoices));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getWearLevelThreshold() {
		return wearLevelThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWearLevelThreshold(int newWearLevelThreshold) {
		int oldWearLevelThreshold = wearLevelThreshold;
		wearLevelThreshold = newWearLevelThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD, oldWearLevelThreshold, wearLevelThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HostTiming getHostTiming() {
		return hostTiming;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHostTiming(HostTiming newHostTiming) {
		HostTiming oldHostTiming = hostTiming;
		hostTiming = newHostTiming == null ? HOST_TIMING_EDEFAULT : newHostTiming;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__HOST_TIMING, oldHostTiming, hostTiming));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSeed() {
		return seed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSeed(long newSeed) {
		long oldSeed = seed;
		seed = newSeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__SEED, oldSeed, seed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWarmupValid() {
		return warmupValid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWarmupValid(double newWarmupValid) {
		double oldWarmupValid = warmupValid;
		warmupValid = newWarmupValid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__WARMUP_VALID, oldWarmupValid, warmupValid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWarmupInvalid() {
		return warmupInvalid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWarmupInvalid(double newWarmupInvalid) {
		double oldWarmupInvalid = warmupInvalid;
		warmupInvalid = newWarmupInvalid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__WARMUP_INVALID, oldWarmupInvalid, warmupInvalid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWarmupFree() {
		return warmupFree;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWarmupFree(double newWarmupFree) {
		double oldWarmupFree = warmupFree;
		warmupFree = newWarmupFree;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__WARMUP_FREE, oldWarmupFree, warmupFree));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WarmupLayout getWarmupLayout() {
		return warmupLayout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWarmupLayout(WarmupLayout newWarmupLayout) {
		WarmupLayout oldWarmupLayout = warmupLayout;
		warmupLayout = newWarmupLayout == null ? WARMUP_LAYOUT_EDEFAULT : newWarmupLayout;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SSD_SETTINGS__WARMUP_LAYOUT, oldWarmupLayout, warmupLayout));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.SSD_SETTINGS__CHANNELS:
				return getChannels();
			case SnapwearPackage.SSD_SETTINGS__CHIPS_PER_CHANNEL:
				return getChipsPerChannel();
			case SnapwearPackage.SSD_SETTINGS__BLOCKS_PER_CHIP:
				return getBlocksPerChip();
			case SnapwearPackage.SSD_SETTINGS__PAGES_PER_BLOCK:
				return getPagesPerBlock();
			case SnapwearPackage.SSD_SETTINGS__PAGE_BYTES:
				return getPageBytes();
			case SnapwearPackage.SSD_SETTINGS__BYTE_TRANSFER_MS:
				return getByteTransferMs();
			case SnapwearPackage.SSD_SETTINGS__PAGE_READ_MS:
				return getPageReadMs();
			case SnapwearPackage.SSD_SETTINGS__PAGE_WRITE_MS:
				return getPageWriteMs();
			case SnapwearPackage.SSD_SETTINGS__BLOCK_ERASE_MS:
				return getBlockEraseMs();
			case SnapwearPackage.SSD_SETTINGS__OVER_PROVISIONING:
				return getOverProvisioning();
			case SnapwearPackage.SSD_SETTINGS__OP_CONVENTION:
				return getOpConvention();
			case SnapwearPackage.SSD_SETTINGS__GC_THRESHOLD:
				return getGcThreshold();
			case SnapwearPackage.SSD_SETTINGS__GC_POLICY:
				return getGcPolicy();
			case SnapwearPackage.SSD_SETTINGS__DCHOICES:
				return getDChoices();
			case SnapwearPackage.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD:
				return getWearLevelThreshold();
			case SnapwearPackage.SSD_SETTINGS__HOST_TIMING:
				return getHostTiming();
			case SnapwearPackage.SSD_SETTINGS__SEED:
				return getSeed();
			case SnapwearPackage.SSD_SETTINGS__WARMUP_VALID:
				return getWarmupValid();
			case SnapwearPackage.SSD_SETTINGS__WARMUP_INVALID:
				return getWarmupInvalid();
			case SnapwearPackage.SSD_SETTINGS__WARMUP_FREE:
				return getWarmupFree();
			case SnapwearPackage.SSD_SETTINGS__WARMUP_LAYOUT:
				return getWarmupLayout();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case SnapwearPackage.SSD_SETTINGS__CHANNELS:
				setChannels((Integer)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__CHIPS_PER_CHANNEL:
				setChipsPerChannel((Integer)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__BLOCKS_PER_CHIP:
				setBlocksPerChip((Integer)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGES_PER_BLOCK:
				setPagesPerBlock((Integer)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGE_BYTES:
				setPageBytes((Integer)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__BYTE_TRANSFER_MS:
				setByteTransferMs((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGE_READ_MS:
				setPageReadMs((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGE_WRITE_MS:
				setPageWriteMs((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__BLOCK_ERASE_MS:
				setBlockEraseMs((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__OVER_PROVISIONING:
				setOverProvisioning((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__OP_CONVENTION:
				setOpConvention((OverProvisioningConvention)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__GC_THRESHOLD:
				setGcThreshold((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__GC_POLICY:
				setGcPolicy((GcPolicy)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__DCHOICES:
				setDChoices((Integer)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD:
				setWearLevelThreshold((Integer)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__HOST_TIMING:
				setHostTiming((HostTiming)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__SEED:
				setSeed((Long)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_VALID:
				setWarmupValid((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_INVALID:
				setWarmupInvalid((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_FREE:
				setWarmupFree((Double)newValue);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_LAYOUT:
				setWarmupLayout((WarmupLayout)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case SnapwearPackage.SSD_SETTINGS__CHANNELS:
				setChannels(CHANNELS_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__CHIPS_PER_CHANNEL:
				setChipsPerChannel(CHIPS_PER_CHANNEL_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__BLOCKS_PER_CHIP:
				setBlocksPerChip(BLOCKS_PER_CHIP_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGES_PER_BLOCK:
				setPagesPerBlock(PAGES_PER_BLOCK_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGE_BYTES:
				setPageBytes(PAGE_BYTES_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__BYTE_TRANSFER_MS:
				setByteTransferMs(BYTE_TRANSFER_MS_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGE_READ_MS:
				setPageReadMs(PAGE_READ_MS_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__PAGE_WRITE_MS:
				setPageWriteMs(PAGE_WRITE_MS_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__BLOCK_ERASE_MS:
				setBlockEraseMs(BLOCK_ERASE_MS_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__OVER_PROVISIONING:
				setOverProvisioning(OVER_PROVISIONING_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__OP_CONVENTION:
				setOpConvention(OP_CONVENTION_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__GC_THRESHOLD:
				setGcThreshold(GC_THRESHOLD_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__GC_POLICY:
				setGcPolicy(GC_POLICY_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__DCHOICES:
				setDChoices(DCHOICES_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD:
				setWearLevelThreshold(WEAR_LEVEL_THRESHOLD_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__HOST_TIMING:
				setHostTiming(HOST_TIMING_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__SEED:
				setSeed(SEED_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_VALID:
				setWarmupValid(WARMUP_VALID_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_INVALID:
				setWarmupInvalid(WARMUP_INVALID_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_FREE:
				setWarmupFree(WARMUP_FREE_EDEFAULT);
				return;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_LAYOUT:
				setWarmupLayout(WARMUP_LAYOUT_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case SnapwearPackage.SSD_SETTINGS__CHANNELS:
				return channels != CHANNELS_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__CHIPS_PER_CHANNEL:
				return chipsPerChannel != CHIPS_PER_CHANNEL_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__BLOCKS_PER_CHIP:
				return blocksPerChip != BLOCKS_PER_CHIP_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__PAGES_PER_BLOCK:
				return pagesPerBlock != PAGES_PER_BLOCK_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__PAGE_BYTES:
				return pageBytes != PAGE_BYTES_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__BYTE_TRANSFER_MS:
				return byteTransferMs != BYTE_TRANSFER_MS_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__PAGE_READ_MS:
				return pageReadMs != PAGE_READ_MS_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__PAGE_WRITE_MS:
				return pageWriteMs != PAGE_WRITE_MS_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__BLOCK_ERASE_MS:
				return blockEraseMs != BLOCK_ERASE_MS_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__OVER_PROVISIONING:
				return overProvisioning != OVER_PROVISIONING_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__OP_CONVENTION:
				return opConvention != OP_CONVENTION_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__GC_THRESHOLD:
				return gcThreshold != GC_THRESHOLD_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__GC_POLICY:
				return gcPolicy != GC_POLICY_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__DCHOICES:
				return dChoices != DCHOICES_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD:
				return wearLevelThreshold != WEAR_LEVEL_THRESHOLD_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__HOST_TIMING:
				return hostTiming != HOST_TIMING_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__SEED:
				return seed != SEED_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_VALID:
				return warmupValid != WARMUP_VALID_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_INVALID:
				return warmupInvalid != WARMUP_INVALID_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_FREE:
				return warmupFree != WARMUP_FREE_EDEFAULT;
			case SnapwearPackage.SSD_SETTINGS__WARMUP_LAYOUT:
				return warmupLayout != WARMUP_LAYOUT_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (channels: ");
		result.append(channels);
		result.append(", chipsPerChannel: ");
		result.append(chipsPerChannel);
		result.append(", blocksPerChip: ");
		result.append(blocksPerChip);
		result.append(", pagesPerBlock: ");
		result.append(pagesPerBlock);
		result.append(", pageBytes: ");
		result.append(pageBytes);
		result.append(", byteTransferMs: ");
		result.append(byteTransferMs);
		result.append(", pageReadMs: ");
		result.append(pageReadMs);
		result.append(", pageWriteMs: ");
		result.append(pageWriteMs);
		result.append(", blockEraseMs: ");
		result.append(blockEraseMs);
		result.append(", overProvisioning: ");
		result.append(overProvisioning);
		result.append(", opConvention: ");
		result.append(opConvention);
		result.append(", gcThreshold: ");
		result.append(gcThreshold);
		result.append(", gcPolicy: ");
		result.append(gcPolicy);
		result.append(", dChoices: ");
		result.append(dChoices);
		result.append(", wearLevelThreshold: ");
		result.append(wearLevelThreshold);
		result.append(", hostTiming: ");
		result.append(hostTiming);
		result.append(", seed: ");
		result.append(seed);
		result.append(", warmupValid: ");
		result.append(warmupValid);
		result.append(", warmupInvalid: ");
		result.append(warmupInvalid);
		result.append(", warmupFree: ");
		result.append(warmupFree);
		result.append(", warmupLayout: ");
		result.append(warmupLayout);
		result.append(')');
		return result.toString();
	}

} //SsdSettingsImpl
