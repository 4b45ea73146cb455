/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hardware</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The simulated hardware.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.Hardware#getSsd <em>Ssd</em>}</li>
 *   <li>{@link org.snapwear.model.study.Hardware#getSlc <em>Slc</em>}</li>
 *   <li>{@link org.snapwear.model.study.Hardware#getBuddy <em>Buddy</em>}</li>
 *   <li>{@link org.snapwear.model.study.Hardware#getCluster <em>Cluster</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getHardware()
 * @model
 * @generated
 */
public interface Hardware extends EObject {
	/**
	 * Returns the value of the '<em><b>Ssd</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SSD for snapshot writes ([Delta snapshots, docs/papers.md#delta-snapshots]).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ssd</em>' containment reference.
	 * @see #setSsd(SsdSettings)
	 * @see org.snapwear.model.study.SnapwearPackage#getHardware_Ssd()
	 * @model containment="true" required="true"
	 * @generated
	 */
	SsdSettings getSsd();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Hardware#getSsd <em>Ssd</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ssd</em>' containment reference.
	 * @see #getSsd()
	 * @generated
	 */
	void setSsd(SsdSettings value);

	/**
	 * Returns the value of the '<em><b>Slc</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SLC progressive pages for metadata ([SLC progressive programming, docs/papers.md#slc-progressive]).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Slc</em>' containment reference.
	 * @see #setSlc(SlcSettings)
	 * @see org.snapwear.model.study.SnapwearPackage#getHardware_Slc()
	 * @model containment="true" required="true"
	 * @generated
	 */
	SlcSettings getSlc();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Hardware#getSlc <em>Slc</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Slc</em>' containment reference.
	 * @see #getSlc()
	 * @generated
	 */
	void setSlc(SlcSettings value);

	/**
	 * Returns the value of the '<em><b>Buddy</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * GPU Buddy Compression ([Buddy Compression, docs/papers.md#buddy-compression]).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Buddy</em>' containment reference.
	 * @see #setBuddy(BuddySettings)
	 * @see org.snapwear.model.study.SnapwearPackage#getHardware_Buddy()
	 * @model containment="true" required="true"
	 * @generated
	 */
	BuddySettings getBuddy();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Hardware#getBuddy <em>Buddy</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Buddy</em>' containment reference.
	 * @see #getBuddy()
	 * @generated
	 */
	void setBuddy(BuddySettings value);

	/**
	 * Returns the value of the '<em><b>Cluster</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Cluster for the PCCR pipeline model ([PCCR, docs/papers.md#pccr]).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cluster</em>' containment reference.
	 * @see #setCluster(ClusterSettings)
	 * @see org.snapwear.model.study.SnapwearPackage#getHardware_Cluster()
	 * @model containment="true" required="true"
	 * @generated
	 */
	ClusterSettings getCluster();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.Hardware#getCluster <em>Cluster</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cluster</em>' containment reference.
	 * @see #getCluster()
	 * @generated
	 */
	void setCluster(ClusterSettings value);

} // Hardware
