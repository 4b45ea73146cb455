/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.snapwear.model.study.BuddySettings;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.Hardware;
import org.snapwear.model.study.SlcSettings;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.SsdSettings;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Hardware</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.HardwareImpl#getSsd <em>Ssd</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.HardwareImpl#getSlc <em>Slc</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.HardwareImpl#getBuddy <em>Buddy</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.HardwareImpl#getCluster <em>Cluster</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HardwareImpl extends MinimalEObjectImpl.Container implements Hardware {
	/**
	 * The cached value of the '{@link #getSsd() <em>Ssd</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSsd()
	 * @generated
	 * @ordered
	 */
	protected SsdSettings ssd;

	/**
	 * The cached value of the '{@link #getSlc() <em>Slc</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlc()
	 * @generated
	 * @ordered
	 */
	protected SlcSettings slc;

	/**
	 * The cached value of the '{@link #getBuddy() <em>Buddy</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBuddy()
	 * @generated
	 * @ordered
	 */
	protected BuddySettings buddy;

	/**
	 * The cached value of the '{@link #getCluster() <em>Cluster</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCluster()
	 * @generated
	 * @ordered
	 */
	protected ClusterSettings cluster;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HardwareImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.HARDWARE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SsdSettings getSsd() {
		return ssd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSsd(SsdSettings newSsd, NotificationChain msgs) {
		SsdSettings oldSsd = ssd;
		ssd = newSsd;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__SSD, oldSsd, newSsd);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSsd(SsdSettings newSsd) {
		if (newSsd != ssd) {
			NotificationChain msgs = null;
			if (ssd != null)
				msgs = ((InternalEObject)ssd).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__SSD, null, msgs);
			if (newSsd != null)
				msgs = ((InternalEObject)newSsd).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__SSD, null, msgs);
			msgs = basicSetSsd(newSsd, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__SSD, newSsd, newSsd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SlcSettings getSlc() {
		return slc;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSlc(SlcSettings newSlc, NotificationChain msgs) {
		SlcSettings oldSlc = slc;
		slc = newSlc;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__SLC, oldSlc, newSlc);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSlc(SlcSettings newSlc) {
		if (newSlc != slc) {
			NotificationChain msgs = null;
			if (slc != null)
				msgs = ((InternalEObject)slc).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__SLC, null, msgs);
			if (newSlc != null)
				msgs = ((InternalEObject)newSlc).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__SLC, null, msgs);
			msgs = basicSetSlc(newSlc, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__SLC, newSlc, newSlc));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BuddySettings getBuddy() {
		return buddy;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetBuddy(BuddySettings newBuddy, NotificationChain msgs) {
		BuddySettings oldBuddy = buddy;
		buddy = newBuddy;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__BUDDY, oldBuddy, newBuddy);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBuddy(BuddySettings newBuddy) {
		if (newBuddy != buddy) {
			NotificationChain msgs = null;
			if (buddy != null)
				msgs = ((InternalEObject)buddy).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__BUDDY, null, msgs);
			if (newBuddy != null)
				msgs = ((InternalEObject)newBuddy).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__BUDDY, null, msgs);
			msgs = basicSetBuddy(newBuddy, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__BUDDY, newBuddy, newBuddy));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ClusterSettings getCluster() {
		return cluster;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetCluster(ClusterSettings newCluster, NotificationChain msgs) {
		ClusterSettings oldCluster = cluster;
		cluster = newCluster;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__CLUSTER, oldCluster, newCluster);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCluster(ClusterSettings newCluster) {
		if (newCluster != cluster) {
			NotificationChain msgs = null;
			if (cluster != null)
				msgs = ((InternalEObject)cluster).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__CLUSTER, null, msgs);
			if (newCluster != null)
				msgs = ((InternalEObject)newCluster).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.HARDWARE__CLUSTER, null, msgs);
			msgs = basicSetCluster(newCluster, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.HARDWARE__CLUSTER, newCluster, newCluster));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case SnapwearPackage.HARDWARE__SSD:
				return basicSetSsd(null, msgs);
			case SnapwearPackage.HARDWARE__SLC:
				return basicSetSlc(null, msgs);
			case SnapwearPackage.HARDWARE__BUDDY:
				return basicSetBuddy(null, msgs);
			case SnapwearPackage.HARDWARE__CLUSTER:
				return basicSetCluster(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.HARDWARE__SSD:
				return getSsd();
			case SnapwearPackage.HARDWARE__SLC:
				return getSlc();
			case SnapwearPackage.HARDWARE__BUDDY:
				return getBuddy();
			case SnapwearPackage.HARDWARE__CLUSTER:
				return getCluster();
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
			case SnapwearPackage.HARDWARE__SSD:
				setSsd((SsdSettings)newValue);
				return;
			case SnapwearPackage.HARDWARE__SLC:
				setSlc((SlcSettings)newValue);
				return;
			case SnapwearPackage.HARDWARE__BUDDY:
				setBuddy((BuddySettings)newValue);
				return;
			case SnapwearPackage.HARDWARE__CLUSTER:
				setCluster((ClusterSettings)newValue);
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
			case SnapwearPackage.HARDWARE__SSD:
				setSsd((SsdSettings)null);
				return;
			case SnapwearPackage.HARDWARE__SLC:
				setSlc((SlcSettings)null);
				return;
			case SnapwearPackage.HARDWARE__BUDDY:
				setBuddy((BuddySettings)null);
				return;
			case SnapwearPackage.HARDWARE__CLUSTER:
				setCluster((ClusterSettings)null);
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
			case SnapwearPackage.HARDWARE__SSD:
				return ssd != null;
			case SnapwearPackage.HARDWARE__SLC:
				return slc != null;
			case SnapwearPackage.HARDWARE__BUDDY:
				return buddy != null;
			case SnapwearPackage.HARDWARE__CLUSTER:
				return cluster != null;
		}
		return super.eIsSet(featureID);
	}

} //HardwareImpl
